"""Collapsing Capital tile 35 (Recruit): after recruiting, every Tired worker becomes Active."""

from __future__ import annotations

from ._helpers import capital


def test_tired_workers_become_active() -> None:
    s = capital(
        {"recruit_pool": {"scientist": 1}, "active": {"engineer": 1}, "tired": {"engineer": 2, "genius": 1}},
        recruit=[35, 31],
    )
    s.place("recruit:0", "engineer")
    p = s.player(0)
    assert p.tired == {"scientist": 0, "engineer": 0, "administrator": 0, "genius": 0}
    assert p.active == {"scientist": 1, "engineer": 2, "administrator": 0, "genius": 1}
    # the worker on the space is not tired yet: it comes back Tired in Clean Up
    assert p.busy == [["engineer", "recruit:0", "tired"]]
    assert p.morale == 3  # (no morale step, unlike Supply)


def test_not_on_another_tile() -> None:
    s = capital({"recruit_pool": {"scientist": 1}, "tired": {"engineer": 2}}, recruit=[31, 35])
    s.place("recruit:0", "engineer")
    assert s.player(0).tired["engineer"] == 2
