"""Collapsing Capital tile 33 (Recruit): a morale step up too."""

from __future__ import annotations

from ._helpers import capital


def test_a_morale_step_too() -> None:
    s = capital({"recruit_pool": {"scientist": 1}, "morale": 2}, recruit=[33, 31])
    s.place("recruit:0", "engineer")
    p = s.player(0)
    assert p.morale == 3 and p.active["scientist"] == 3 and p.goods["W"] == 2


def test_at_the_top_morale_stays() -> None:
    s = capital({"recruit_pool": {"scientist": 1}, "morale": 6}, recruit=[33, 31])
    s.place("recruit:0", "engineer")
    assert s.player(0).morale == 6 and s.player(0).vp == 0


def test_not_on_another_tile() -> None:
    s = capital({"recruit_pool": {"scientist": 1}, "morale": 2}, recruit=[31, 33])
    s.place("recruit:0", "engineer")
    assert s.player(0).morale == 2
