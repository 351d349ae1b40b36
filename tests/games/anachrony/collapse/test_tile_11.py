"""Collapsing Capital tile 11 (Research): 2 VP more."""

from __future__ import annotations

from ._helpers import capital

ONE_LEFT = {"1-3": 1}  # the only breakthrough left: the rolled die is rerolled till it shows it


def test_research_and_two_vp() -> None:
    s = capital({"vp": 1, "breakthroughs_left": ONE_LEFT}, research=[11, 12])
    s.place("research:0", "scientist").choose("icon:3")
    p = s.player(0)
    assert p.breakthroughs == [[1, 3]] and p.vp == 3
    assert s.decision().seat == 1


def test_the_tile_on_the_lower_space_too_and_no_water_fee() -> None:
    s = capital({"goods": {"W": 0}, "breakthroughs_left": ONE_LEFT}, research=[12, 11])
    assert s.can_place("research:1", "scientist")  # (the printed 1-water fee is covered)
    s.place("research:1", "scientist").choose("icon:3")
    assert s.player(0).vp == 2 and s.player(0).goods["W"] == 0


def test_a_world_council_copy_gets_no_bonus() -> None:
    s = capital({"goods": {"W": 2}, "breakthroughs_left": ONE_LEFT}, research=[[11, False], [11, False]])
    assert not s.can_place("research:0", "scientist")  # (the tile is unavailable)
    s.place("council:0", "scientist").choose("research", "icon:3")
    p = s.player(0)
    assert p.breakthroughs == [[1, 3]] and p.vp == 0


def test_worker_restrictions_still_apply() -> None:
    s = capital({"active": {"engineer": 1, "genius": 1}}, research=[11, 12])
    assert not s.can_place("research:0", "engineer")
    assert s.can_place("research:0", "genius", "scientist")
    assert not s.can_place("research:0", "genius", "engineer")


def test_the_tile_turns_unavailable_once_the_exosuit_leaves() -> None:
    s = capital({"breakthroughs_left": ONE_LEFT}, research=[11, 12])
    s.place("research:0", "scientist").choose("icon:3")
    s.pass_().pass_()
    assert s.state.collapse["research"] == [[11, False], [12, True]]
