"""Collapsing Capital tile 32 (Recruit): a powered exosuit too."""

from __future__ import annotations

from ._helpers import capital


def test_a_powered_exosuit_too() -> None:
    s = capital({"recruit_pool": {"administrator": 1}}, recruit=[32, 31])
    p = s.player(0)
    assert (p.exosuits, p.powered) == (5, [True] + [False] * 5)
    s.place("recruit:0", "engineer")
    # the one placed is on the board; one more comes from the supply, powered, onto slot 1
    assert p.exosuits == 4 and p.powered == [True] + [False] * 5
    assert p.active["administrator"] == 1 and p.vp == 1


def test_none_left_in_the_supply() -> None:
    s = capital({"recruit_pool": {"administrator": 1}, "powered": [1], "exosuits": 0}, recruit=[32, 31])
    s.place("recruit:0", "engineer")
    p = s.player(0)
    assert p.exosuits == 0 and p.powered == [False] * 6


def test_not_through_the_world_council() -> None:
    s = capital({"recruit_pool": {"administrator": 1}, "goods": {"W": 2}}, recruit=[[32, False], [31, False]])
    s.place("council:0", "engineer").choose("recruit")
    p = s.player(0)
    assert p.exosuits == 5 and p.powered == [False] * 6 and p.active["administrator"] == 1
