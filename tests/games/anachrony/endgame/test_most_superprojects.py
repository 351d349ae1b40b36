"""Most superprojects: at the end, whoever owns the most superprojects scores 3 VP (each counts
once, whatever the slots it spans)."""

from __future__ import annotations

from tests.games.anachrony.endgame import card_vp, finish, measure

CARD = "most_superprojects"


def test_the_most_score_3_ties_all_score_fewer_nothing() -> None:
    s = finish(
        CARD,
        {"rows": {"factory": ["s1", "s1"]}},
        {"rows": {"lab": ["s4", "s4"]}},
        {"rows": {"power_plant": ["b101", "b102", "b103"]}},
    )
    assert card_vp(s) == [3, 3, 0]


def test_superprojects_count_once_each() -> None:
    assert measure(CARD, {"rows": {"factory": ["s1", "s1"], "lab": ["s4", "s4"]}}) == 2
    assert measure(CARD, {"rows": {"factory": ["b201", "b202", "b203"]}}) == 0


def test_nobody_with_any_all_tie_at_0_and_score() -> None:
    s = finish(CARD, {}, {})
    assert card_vp(s) == [3, 3]
