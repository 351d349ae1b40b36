"""Captain Wolfe, Hydrocores (both printings): in Power Up, 1 energy core for 2 water or 2 water
for 1 energy core, any number of times (one way in a Power Up: a swap back would undo one)."""

from __future__ import annotations

import pytest

from epocha.games.anachrony.scenario import Scenario

PRINTINGS = ["first-printing", "revised"]


def at_power_up(printing: str, goods: dict, leader: str = "wolfe") -> Scenario:
    """Seat 0 (Dominance) to power up in era 2 (both pass era 1's Action Rounds; no Mine pool
    left for Samira's Clean Up)."""
    player = {"path": "dominance", "leader": leader, "goods": goods}
    s = Scenario([player, {}], leaders=printing, mine_pool=["N"])
    s.pass_().pass_()
    assert s.state.phase == "powerup" and s.decision().seat == 0
    return s


@pytest.mark.parametrize("printing", PRINTINGS)
def test_cores_for_water_any_number_of_times(printing: str) -> None:
    s = at_power_up(printing, {"E": 2, "W": 1})
    p = s.player(0)
    assert [a["give"] for a in s.actions("swap")] == ["E"]  # (1 water: no core for it)
    s.act("swap", give="E")
    assert (p.goods["E"], p.goods["W"]) == (1, 3)
    assert [a["give"] for a in s.actions("swap")] == ["E"]  # not back again
    s.act("swap", give="E")
    assert (p.goods["E"], p.goods["W"]) == (0, 5)
    assert s.actions("swap") == []
    assert s.decision().seat == 0  # still powering up


@pytest.mark.parametrize("printing", PRINTINGS)
def test_water_for_cores_then_power_with_them(printing: str) -> None:
    s = at_power_up(printing, {"W": 4})
    p = s.player(0)
    assert not s.can("power", slot=4)  # slot 4 costs an energy core
    s.act("swap", give="W")
    assert (p.goods["E"], p.goods["W"]) == (1, 2)
    s.act("swap", give="W")
    assert (p.goods["E"], p.goods["W"]) == (2, 0)
    assert not s.can("swap", give="E")
    s.act("power", slot=4)
    assert p.goods["E"] == 1 and p.powered[3]


def test_another_leader_has_no_swaps() -> None:
    s = at_power_up("first-printing", {"E": 2, "W": 4}, leader="samira")
    assert s.actions("swap") == []
