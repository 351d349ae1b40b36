from epocha.games.innovation.scenario import Scenario


def test_victim_gives_a_top_card_of_a_new_colour_and_tucks_a_one():
    s = Scenario(
        players=[
            {"board": {"purple": ["Monotheism"], "red": ["Archery"]}},
            {"board": {"green": ["Sailing"], "blue": ["Writing"], "red": ["Oars"]}},
        ],
        decks={1: ["Tools", "Metalworking"]},
    )
    s.dogma("Monotheism")
    assert s.chooser == 1
    assert sorted(s.options()) == ["Sailing", "Writing"]  # not red: I have red
    assert not s.can_pass()
    s.choose("Writing")
    assert s.score(0) == ["Writing"]
    assert s.pile(1, "blue") == ["Tools"]  # drawn and tucked by the victim
    # then I draw and tuck a 1
    assert s.pile(0, "red") == ["Archery", "Metalworking"]
    assert s.deck(1) == []


def test_victim_without_a_new_colour_gives_nothing_and_does_not_tuck():
    s = Scenario(
        players=[
            {"board": {"purple": ["Monotheism"], "red": ["Archery"]}},
            {"board": {"red": ["Oars"]}},
        ],
        decks={1: ["Tools", "Metalworking"]},
    )
    s.dogma("Monotheism")
    assert s.score(0) == []
    assert s.board(1) == {"red": ["Oars"]}
    assert s.pile(0, "blue") == ["Tools"]  # only my own draw and tuck
    assert s.deck(1) == ["Metalworking"]


def test_victim_giving_the_only_card_of_a_colour():
    s = Scenario(
        players=[
            {"board": {"purple": ["Monotheism"]}},
            {"board": {"yellow": ["Agriculture"]}},
        ],
        decks={1: ["Writing", "Pottery"]},
    )
    s.dogma("Monotheism")
    assert s.score(0) == ["Agriculture"]
    assert s.board(1) == {"blue": ["Writing"]}
    assert s.board(0) == {"blue": ["Pottery"], "purple": ["Monotheism"]}


def test_shared_with_the_sharing_bonus():
    s = Scenario(
        players=[
            {"board": {"purple": ["Monotheism"]}},
            {"board": {"yellow": ["Masonry"]}},
        ],
        decks={1: ["Domestication", "Tools"], 2: ["Calendar"]},
    )
    s.dogma("Monotheism")
    assert s.pile(1, "yellow") == ["Masonry", "Domestication"]
    assert s.pile(0, "blue") == ["Tools"]
    assert s.hand(0) == ["Calendar"]  # the sharing bonus, from my top 2
    assert s.score(0) == []
