"""The Internet: you may splay green up; draw and score a 10; draw and meld a 10 for every two
clocks on your board."""

from epocha.games.innovation.scenario import Scenario


def test_splaying_green_up_reveals_a_clock_for_a_third_meld():
    # decks: 10 (score Databases, then meld three)
    s = Scenario(
        players=[{"board": {"purple": ["The Internet"], "green": ["Satellites", "Bicycle"]}}, {}],
        decks={10: ["Databases", "Stem Cells", "Globalization", "Miniaturization", "A.I."]},
    )
    assert s.icons(0, "clock") == 5
    s.dogma("The Internet")
    assert s.options() == ["green"] and s.can_pass()
    s.choose("green")
    assert s.splay(0, "green") == "up"
    assert s.score(0) == ["Databases"]
    assert s.pile(0, "yellow") == ["Globalization", "Stem Cells"]
    assert s.top(0, "red") == "Miniaturization"
    assert s.deck(10) == ["A.I."]
    assert s.achievements(0) == []


def test_declining_the_splay_and_counting_clocks_once():
    # decks: 10 (score Databases; 5 clocks -> meld two: the melded Software's clocks add none)
    s = Scenario(
        players=[{"board": {"purple": ["The Internet"], "green": ["Satellites", "Bicycle"]}}, {}],
        decks={10: ["Databases", "Software", "Bioengineering", "A.I."]},
    )
    s.dogma("The Internet")
    s.pass_()
    assert s.splay(0, "green") == "none"
    assert s.score(0) == ["Databases"]
    assert s.pile(0, "blue") == ["Bioengineering", "Software"]
    assert s.deck(10) == ["A.I."]
    assert s.icons(0, "clock") == 7  # recounting would have melded a third card


def test_odd_clocks_round_down_and_no_splay_is_offered_without_a_green_pile():
    # decks: 10 (score Databases; 3 clocks -> one meld)
    s = Scenario(
        players=[{"board": {"purple": ["The Internet"], "green": ["Bicycle"]}}, {}],
        decks={10: ["Databases", "Stem Cells", "A.I."]},
    )
    s.dogma("The Internet")
    assert s.quiet  # a one-card green pile cannot be splayed: nothing asked
    assert s.score(0) == ["Databases"] and s.top(0, "yellow") == "Stem Cells"
    assert s.deck(10) == ["A.I."]


def test_an_empty_deck_while_melding_ends_the_game_by_score():
    s = Scenario(
        players=[
            {"board": {"purple": ["The Internet"], "blue": ["Software"]}},
            {"score": ["Computers", "Oars"]},
        ],
        decks={10: ["Databases", "Stem Cells"]},
    )
    s.dogma("The Internet")  # 5 clocks: two melds, but only one card is left
    assert s.top(0, "yellow") == "Stem Cells"
    # 10 points each and no achievements: a shared victory
    assert s.result == {"winners": [0, 1], "scores": [10, 10], "achievements": [0, 0], "reason": "score"}


def test_sharer_goes_first_and_the_activator_gets_the_bonus():
    # decks: 10 (player 1 scores and melds one; player 0 scores and melds one; bonus draw)
    s = Scenario(
        players=[
            {"board": {"purple": ["The Internet"]}},
            {"board": {"blue": ["Software"]}},
        ],
        decks={10: ["Databases", "Stem Cells", "Globalization", "Miniaturization", "A.I.", "Robotics"]},
    )
    s.dogma("The Internet")  # neither player has a green pile: no splay question
    assert s.score(1) == ["Databases"] and s.score(0) == ["Stem Cells"]
    assert s.top(1, "yellow") == "Globalization"  # 3 clocks -> one meld
    assert s.top(0, "red") == "Miniaturization"  # 2 clocks -> one meld
    assert s.hand(0) == ["A.I."]
    assert s.deck(10) == ["Robotics"]
