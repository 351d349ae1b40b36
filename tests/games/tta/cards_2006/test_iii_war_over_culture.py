"""War over Culture (Age III war, 2006): the winner takes from the loser as much culture as its
strength advantage (the New Story card: 5 more), all the loser has if less; equal strengths do
nothing; sacrifices count."""

from __future__ import annotations

from .helpers_wars import civ, fought, k, outcome

CARD = k("III", "War over Culture")


def cultures(s) -> tuple[int, int]:
    return s.player(0).culture, s.player(1).culture


def test_the_winner_takes_its_advantage_only():
    s = fought(CARD, civ(5, culture=10), civ(1, culture=20))
    assert outcome(s) == (0, 4)
    assert cultures(s) == (14, 16)  # the New Story card: 9
    assert s.state.wars == [] and s.state.military_discards["III"] == [f"{CARD}#1"]


def test_a_stronger_target_takes_from_the_declarer():
    assert cultures(fought(CARD, civ(2, culture=10), civ(9, culture=20))) == (3, 27)


def test_the_loser_loses_only_what_it_has():
    assert cultures(fought(CARD, civ(12, culture=0), civ(1, culture=6))) == (6, 0)


def test_equal_strengths_change_nothing():
    s = fought(CARD, civ(4, culture=10), civ(4, culture=20))
    assert outcome(s) is None and cultures(s) == (10, 20)
    assert cultures(fought(CARD, civ(5, culture=10), civ(4, culture=20))) == (11, 19)  # one more: 1


def test_sacrifices_turn_the_war():
    s = fought(CARD, civ(2, culture=10), civ(3, culture=20), by=("Warriors",) * 2)  # 4 against 3
    assert outcome(s) == (0, 1) and cultures(s) == (11, 19)
    assert s.ratings(0).strength == 0
