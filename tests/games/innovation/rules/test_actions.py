"""Rules digest §4: the four actions."""

import pytest

from epocha import IllegalAction
from epocha.games.innovation.scenario import Scenario


def test_draw_takes_the_highest_top_card_age():
    s = Scenario(players=[{"board": {"red": ["Optics"], "blue": ["Writing"]}}, {}], decks={3: ["Paper"]})
    s.draw()
    assert s.hand(0) == ["Paper"]


def test_draw_skips_empty_ages_upward_rulebook_example():
    # highest top card is a 4 and the 4, 5 and 6 piles are empty: draw a 7
    s = Scenario(players=[{"board": {"red": ["Gunpowder"]}}, {}], decks={4: [], 5: [], 6: [], 7: ["Bicycle"]})
    s.draw()
    assert s.hand(0) == ["Bicycle"]


def test_draw_with_empty_board_draws_a_one():
    s = Scenario(players=[{}, {}], decks={1: ["Oars"]})
    s.draw()
    assert s.hand(0) == ["Oars"]


def test_drawing_above_ten_ends_the_game_by_score():
    s = Scenario(
        players=[{"board": {"red": ["Robotics"]}, "score": ["Optics"]}, {"score": ["Writing"]}],
        decks={10: []},
    )
    s.draw()
    assert s.over
    assert s.result == {"winners": [0], "scores": [3, 1], "achievements": [0, 0], "reason": "score"}


def test_meld_continues_a_splay():
    s = Scenario(
        players=[
            {"hand": ["Paper"], "board": {"green": {"cards": ["Sailing", "Clothing"], "splay": "left"}}},
            {},
        ]
    )
    s.meld("Paper")
    assert s.pile(0, "green") == ["Paper", "Sailing", "Clothing"] and s.splay(0, "green") == "left"


def test_meld_can_bury_a_higher_card():
    s = Scenario(players=[{"hand": ["Pottery"], "board": {"blue": ["Genetics"]}}, {}])
    s.meld("Pottery")
    assert s.top(0, "blue") == "Pottery"


def test_achieve_needs_five_times_the_age_and_a_top_card_of_that_age():
    s = Scenario(
        players=[
            {
                "score": ["Optics", "Paper", "Calendar", "Currency", "Mathematics"],
                "board": {"red": ["Optics" if False else "Engineering"]},
            },
            {},
        ]
    )
    # 3+3+2+2+2 = 12 points: age 1 and 2 yes, age 3 needs 15
    ages = sorted(a["age"] for a in s.game.legal_actions(0) if a["type"] == "achieve")
    assert ages == [1, 2]
    s.achieve(2)  # not necessarily the lowest
    assert s.achievements(0) == ["age:2"] and s.points(0) == 12  # points are kept
    with pytest.raises(IllegalAction):
        s.achieve(2)


def test_achieve_refused_without_a_high_enough_top_card():
    s = Scenario(
        players=[
            {
                "score": ["Optics"] * 0 + ["Translation", "Paper", "Compass", "Alchemy", "Education"],
                "board": {"blue": ["Writing"]},
            },
            {},
        ]
    )
    ages = sorted(a["age"] for a in s.game.legal_actions(0) if a["type"] == "achieve")
    assert ages == [1]


def test_the_same_card_may_be_activated_twice_in_a_turn():
    s = Scenario(players=[{"board": {"blue": ["Writing"]}}, {}], decks={2: ["Calendar", "Mathematics"]})
    s.dogma("Writing").dogma("Writing")
    assert s.hand(0) == ["Calendar", "Mathematics"] and s.turn["player"] == 1
