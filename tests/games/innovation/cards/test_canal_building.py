from epocha.games.innovation.scenario import Scenario


def test_exchange_all_the_highest_cards():
    s = Scenario(
        players=[
            {
                "hand": ["Calendar", "Mathematics", "Archery"],
                "score": ["Alchemy", "Oars"],
                "board": {"yellow": ["Canal Building"]},
            },
            {"board": {"red": ["Metalworking"]}},
        ],
        decks={2: ["Philosophy"]},
    )
    s.dogma("Canal Building")
    assert s.asking == "option"
    assert s.can_pass()
    s.choose("exchange")
    assert s.hand(0) == ["Archery", "Alchemy"]
    assert s.score(0) == ["Oars", "Calendar", "Mathematics"]
    assert s.deck(2) == ["Philosophy"]
    assert s.quiet


def test_decline():
    s = Scenario(
        players=[
            {"hand": ["Calendar"], "score": ["Alchemy"], "board": {"yellow": ["Canal Building"]}},
            {},
        ],
    )
    s.dogma("Canal Building")
    s.pass_()
    assert s.quiet
    assert s.hand(0) == ["Calendar"]
    assert s.score(0) == ["Alchemy"]


def test_empty_score_pile_makes_a_one_way_move():
    s = Scenario(
        players=[
            {"hand": ["Archery", "Calendar", "Currency"], "board": {"yellow": ["Canal Building"]}},
            {},
        ],
    )
    s.dogma("Canal Building")
    s.choose("exchange")
    assert s.hand(0) == ["Archery"]
    assert s.score(0) == ["Calendar", "Currency"]


def test_nothing_asked_with_empty_hand_and_score_pile():
    s = Scenario(players=[{"board": {"yellow": ["Canal Building"]}}, {}])
    s.dogma("Canal Building")
    assert s.quiet
    assert s.hand(0) == [] and s.score(0) == []


def test_shared_with_the_sharing_bonus():
    s = Scenario(
        players=[
            {"hand": ["Archery"], "board": {"yellow": ["Canal Building"]}},
            {"score": ["Calendar", "Oars"], "board": {"purple": ["City States"]}},
        ],
        decks={2: ["Philosophy"]},
    )
    s.dogma("Canal Building")
    assert s.chooser == 1
    s.choose("exchange")
    assert s.hand(1) == ["Calendar"]
    assert s.score(1) == ["Oars"]
    assert s.chooser == 0
    s.pass_()
    assert s.hand(0) == ["Archery", "Philosophy"]  # the sharing bonus
    assert s.score(0) == []
