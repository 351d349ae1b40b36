"""Most water: at the end, whoever holds the most water scores 3 VP."""

from __future__ import annotations

from tests.games.anachrony.endgame import card_vp, finish, measure, scores

CARD = "most_water"


def test_the_most_score_3_ties_all_score_fewer_nothing() -> None:
    s = finish(CARD, {"goods": {"W": 7}}, {"goods": {"W": 7}}, {"goods": {"W": 6, "G": 3}})
    assert card_vp(s) == [3, 3, 0] and scores(s) == [3, 3, 0]


def test_only_water_counts() -> None:
    assert measure(CARD, {"goods": {"W": 4, "E": 2, "N": 1, "G": 1, "U": 1, "T": 1}}) == 4
    s = finish(CARD, {"goods": {"W": 2}}, {"goods": {"W": 1, "T": 5}})
    assert card_vp(s) == [3, 0]
