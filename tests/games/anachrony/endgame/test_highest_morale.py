"""Highest morale: at the end, whoever has its morale marker furthest right on the track
scores 3 VP. The marker's step counts, not the VP printed on it (the boards' sides differ)."""

from __future__ import annotations

from tests.games.anachrony.endgame import card_vp, finish, measure, scores

CARD = "highest_morale"


def test_the_most_score_3_ties_all_score_fewer_nothing() -> None:
    s = finish(CARD, {"morale": 5}, {"morale": 4}, {"morale": 5})  # side A: 4, 2, 4 VP
    assert card_vp(s) == [3, 0, 3] and scores(s) == [4 + 3, 2, 4 + 3]


def test_the_step_counts_not_its_vp() -> None:
    # side B, step 4: Harmony's track shows 4 VP, Salvation's 0: a tie all the same
    s = finish(CARD, {"path": "harmony", "morale": 4}, {"path": "salvation", "morale": 4}, side="B")
    assert card_vp(s) == [3, 3] and scores(s) == [4 + 3, 0 + 3]
    assert measure(CARD, {"morale": 6}) == 6
