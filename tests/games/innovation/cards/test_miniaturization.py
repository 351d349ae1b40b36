"""Miniaturization: you may return a card from hand; if it was a 10, draw a 10 for each
different value in your score pile."""

from epocha.games.innovation.scenario import Scenario

BOARD = {"red": ["Miniaturization"]}


def test_returning_a_ten_draws_one_ten_per_distinct_score_value():
    # decks: 10 (three draws: values 1, 3 and 5 in the score pile)
    s = Scenario(
        players=[
            {
                "board": BOARD,
                "hand": ["Globalization", "Writing"],
                "score": ["Oars", "Sailing", "Alchemy", "Coal"],
            },
            {},
        ],
        decks={10: ["Databases", "Robotics", "Software", "Stem Cells"]},
    )
    s.dogma("Miniaturization")
    assert s.can_pass() and sorted(s.options()) == ["Globalization", "Writing"]
    s.choose("Globalization")
    assert s.hand(0) == ["Writing", "Databases", "Robotics", "Software"]
    assert s.deck(10) == ["Stem Cells", "Globalization"]
    assert s.score(0) == ["Oars", "Sailing", "Alchemy", "Coal"]


def test_returning_a_lower_card_draws_nothing():
    s = Scenario(
        players=[{"board": BOARD, "hand": ["Globalization", "Computers"], "score": ["Oars"]}, {}],
        decks={9: ["Genetics"], 10: ["Databases"]},
    )
    s.dogma("Miniaturization")
    s.choose("Computers")
    assert s.hand(0) == ["Globalization"]
    assert s.deck(9) == ["Genetics", "Computers"] and s.deck(10) == ["Databases"]


def test_passing_changes_nothing():
    s = Scenario(
        players=[{"board": BOARD, "hand": ["Globalization"], "score": ["Oars"]}, {}],
        decks={10: ["Databases"]},
    )
    s.dogma("Miniaturization")
    assert s.can_pass()
    s.pass_()
    assert s.hand(0) == ["Globalization"] and s.deck(10) == ["Databases"]
    assert s.quiet


def test_an_empty_hand_asks_nothing():
    s = Scenario(players=[{"board": BOARD, "score": ["Oars"]}, {}], decks={10: ["Databases"]})
    s.dogma("Miniaturization")
    assert s.quiet and s.hand(0) == [] and s.deck(10) == ["Databases"]


def test_returning_a_ten_with_an_empty_score_pile_draws_nothing():
    s = Scenario(players=[{"board": BOARD, "hand": ["Globalization"]}, {}], decks={10: ["Databases"]})
    s.dogma("Miniaturization")
    s.choose("Globalization")
    assert s.hand(0) == [] and s.deck(10) == ["Databases", "Globalization"]


def test_the_returned_ten_can_come_back_and_an_empty_deck_ends_the_game():
    # decks: 10 (Databases, then the returned Globalization, then empty: game over by score)
    s = Scenario(
        players=[
            {"board": BOARD, "hand": ["Globalization"], "score": ["Oars", "Calendar", "Alchemy"]},
            {"score": ["Computers"], "achievements": ["age:1"]},
        ],
        decks={10: ["Databases"]},
    )
    s.dogma("Miniaturization")
    s.choose("Globalization")
    assert s.hand(0) == ["Databases", "Globalization"]
    assert s.result == {"winners": [1], "scores": [6, 9], "achievements": [0, 1], "reason": "score"}


def test_sharer_returns_first_and_earns_the_sharing_bonus():
    # decks: 10 (player 1's draw, then player 0's sharing-bonus draw)
    s = Scenario(
        players=[
            {"board": BOARD, "hand": ["Stem Cells"]},
            {"board": {"blue": ["Writing"]}, "hand": ["Globalization"], "score": ["Oars"]},
        ],
        decks={10: ["Databases", "Robotics"]},
    )
    s.dogma("Miniaturization")
    assert s.chooser == 1
    s.choose("Globalization")
    assert s.hand(1) == ["Databases"]
    assert s.chooser == 0
    s.pass_()
    assert s.hand(0) == ["Robotics", "Stem Cells"]
    assert s.deck(10) == ["Globalization"]


def test_sharer_passing_gives_no_bonus():
    s = Scenario(
        players=[
            {"board": BOARD, "hand": ["Stem Cells"]},
            {"board": {"blue": ["Writing"]}, "hand": ["Globalization"]},
        ],
        decks={10: ["Databases"]},
    )
    s.dogma("Miniaturization")
    s.pass_()  # player 1
    s.pass_()  # player 0
    assert s.hand(0) == ["Stem Cells"] and s.hand(1) == ["Globalization"]
    assert s.deck(10) == ["Databases"] and s.quiet
