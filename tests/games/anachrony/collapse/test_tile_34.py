"""Collapsing Capital tile 34 (Recruit): the recruited worker's recruit bonus once more (a genius
may choose another)."""

from __future__ import annotations

from ._helpers import capital


def test_an_engineers_bonus_twice() -> None:
    s = capital({"recruit_pool": {"engineer": 1}, "goods": {}}, recruit=[34, 31])
    s.place("recruit:0", "engineer")
    p = s.player(0)
    assert p.goods["E"] == 2 and p.active["engineer"] == 2


def test_a_scientists_and_an_administrators() -> None:
    s = capital({"recruit_pool": {"scientist": 1}}, recruit=[34, 31])
    s.place("recruit:0", "engineer")
    assert s.player(0).goods["W"] == 4
    s = capital({"recruit_pool": {"administrator": 1}, "vp": 0}, recruit=[34, 31])
    s.place("recruit:0", "engineer")
    assert s.player(0).vp == 2


def test_a_genius_chooses_again() -> None:
    s = capital({"recruit_pool": {"genius": 1}, "active": {"administrator": 1}}, recruit=[34, 31])
    s.place("recruit:0", "administrator").choose("E")
    assert s.decision().kind == "bonus" and s.choices() == ["W", "E", "VP"]
    s.choose("VP")
    p = s.player(0)
    assert p.active["genius"] == 1 and p.goods["E"] == 1 and p.vp == 1
