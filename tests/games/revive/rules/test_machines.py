"""Machines (digest §9, §10): activating one is a free action that moves an energy from the
reservoir onto it; it cannot be activated again until that energy is removed; the three
standard machines work once their reward spaces are open; any number per turn."""

from __future__ import annotations

from epocha.games.revive.machines import machines

from ..effects import me, res, scenario


def _s(**fields: object) -> object:
    fields.setdefault("energy", 2)
    fields.setdefault("tokens", {"special_grey_1": "x23", "special_grey_2": "x24"})
    return scenario(me(**fields))


def test_activation_costs_an_energy() -> None:
    s = _s()
    s.activate("x23")
    p = s.player(0)
    assert p.energy == 1 and p.powered == ["x23"] and res(s)["gear"] == 3


def test_not_twice_until_its_energy_is_removed() -> None:
    s = _s()
    s.activate("x23")
    assert not s.can("activate", machine="x23") and s.can("activate", machine="x24")
    s.activate("x24")
    assert s.player(0).energy == 0 and not s.actions("activate")


def test_no_energy_no_activation() -> None:
    s = _s(energy=0)
    assert not s.actions("activate")


def test_hibernation_returns_the_energy() -> None:
    s = _s(energy=0, powered=["x23", "x24"])
    s.hibernate()
    assert s.player(0).energy == 2 and s.player(0).powered == []


def test_standard_machines_only_once_their_spaces_are_open() -> None:
    s = scenario(me(energy=1))
    assert machines(s.player(0)) == []
    s = scenario(me(energy=3, opened=["std_crystal_press", "std_slot_ejector", "std_long_lens"]))
    assert sorted(machines(s.player(0))) == ["std_crystal_press", "std_long_lens", "std_slot_ejector"]
    s.activate("std_long_lens")
    assert s.player(0).boosts == {"reach": 1}


def test_a_tribe_board_machine_once_unlocked() -> None:
    """Nàdair's machine technology (advance green), unlocked by Populate (§9)."""
    s = scenario(me(energy=1, unlocked=["nadair_s_root", "nadair_s_l", "nadair_s_c3a"]))
    s.activate("nadair_s_c3a")
    assert s.player(0).tracks["green"] == 2


def test_machines_are_free_actions_before_between_and_after_the_actions() -> None:
    tokens = {"special_grey_1": "x23", "special_grey_2": "x24", "special_green_1": "x14"}
    s = _s(energy=3, active=["c27", "c35"], tokens=tokens)
    s.activate("x23")  # before the first action
    s.play("c27", "top1")
    s.activate("x24")  # between
    s.play("c35", "top2")
    assert s.state.turn == {"player": 0, "actions": 2, "number": s.state.turn["number"]}
    s.activate("x14")  # after the second: the turn waits for it
    assert s.state.turn["player"] == 1  # (then nothing is left: the turn ends by itself)
    assert sorted(s.player(0).powered) == ["x14", "x23", "x24"] and s.player(0).energy == 0
    assert res(s)["book"] == 1 + 3 and s.player(0).score == 1  # (c35's book, x14's; x24's point)
