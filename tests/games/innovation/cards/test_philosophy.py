from epocha.games.innovation.scenario import Scenario


def test_splay_any_colour_left_and_score_a_card():
    s = Scenario(
        players=[
            {
                "hand": ["Calendar", "Metalworking"],
                "board": {"purple": ["Philosophy"], "red": ["Archery", "Oars"], "blue": ["Writing", "Tools"]},
            },
            {"board": {"yellow": ["Masonry"]}},
        ],
    )
    s.dogma("Philosophy")
    assert s.options() == ["red", "blue"]  # a single purple card cannot be splayed
    assert s.can_pass()
    s.choose("blue")
    assert s.splay(0, "blue") == "left"
    assert s.splay(0, "red") == "none"
    assert s.can_pass()
    s.choose("Calendar")
    assert s.score(0) == ["Calendar"]
    assert s.hand(0) == ["Metalworking"]
    assert s.quiet


def test_pass_both():
    s = Scenario(
        players=[
            {"hand": ["Calendar"], "board": {"purple": ["Philosophy"], "red": ["Archery", "Oars"]}},
            {},
        ],
    )
    s.dogma("Philosophy")
    s.pass_()
    s.pass_()
    assert s.quiet
    assert s.splay(0, "red") == "none"
    assert s.hand(0) == ["Calendar"]
    assert s.score(0) == []


def test_nothing_to_splay_nor_score_asks_nothing():
    s = Scenario(
        players=[
            {"board": {"purple": ["Philosophy"], "red": {"cards": ["Archery", "Oars"], "splay": "left"}}},
            {},
        ],
    )
    s.dogma("Philosophy")
    assert s.quiet
    assert s.splay(0, "red") == "left"


def test_shared_with_the_sharing_bonus():
    s = Scenario(
        players=[
            {"hand": ["Calendar"], "board": {"purple": ["Philosophy"]}},
            {"board": {"purple": ["Education"], "red": ["Archery", "Oars"]}},
        ],
        decks={2: ["Mathematics"]},
    )
    s.dogma("Philosophy")
    assert s.chooser == 1
    s.choose("red")
    assert s.splay(1, "red") == "left"
    # seat 1 has no hand; seat 0 has nothing to splay and declines to score
    assert s.chooser == 0
    s.pass_()
    assert s.score(0) == []
    assert s.hand(0) == ["Calendar", "Mathematics"]  # the sharing bonus
