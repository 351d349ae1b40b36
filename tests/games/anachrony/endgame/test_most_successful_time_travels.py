"""Most successful time travels: at the end, whoever has its Time Travel marker furthest right
scores 3 VP. The marker's step counts, not the VP printed on it."""

from __future__ import annotations

from tests.games.anachrony.endgame import card_vp, finish, measure, scores

CARD = "most_successful_time_travels"


def test_the_most_score_3_ties_all_score_fewer_nothing() -> None:
    s = finish(CARD, {"time_travel": 3}, {"time_travel": 3}, {"time_travel": 2})  # 6, 6, 4 VP
    assert card_vp(s) == [3, 3, 0] and scores(s) == [6 + 3, 6 + 3, 4]


def test_the_step_counts_not_its_vp() -> None:
    # side B: Dominance's step 8 shows 12 VP, Harmony's step 7 shows 14
    s = finish(CARD, {"path": "dominance", "time_travel": 8}, {"path": "harmony", "time_travel": 7}, side="B")
    assert card_vp(s) == [3, 0] and scores(s) == [12 + 3, 14]
    assert measure(CARD, {"time_travel": 5}) == 5
