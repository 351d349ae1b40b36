"""First Explorer Amena, Hardened Exosuits (both printings): the Impact covers none of her
exosuit slots."""

from __future__ import annotations

import pytest

from epocha.games.anachrony.catalog import board_side
from epocha.games.anachrony.scenario import Scenario

PRINTINGS = ["first-printing", "revised"]


@pytest.mark.parametrize("printing", PRINTINGS)
def test_the_impact_covers_none_of_her_slots(printing: str) -> None:
    s = Scenario(
        [{"path": "salvation", "leader": "amena"}, {"path": "harmony", "leader": "haulani"}],
        era=4,
        leaders=printing,
    )
    assert s.player(0).covered == [] and s.player(1).covered == []
    s.pass_().pass_()  # Clean Up of era 4: the Impact
    assert s.state.impacted
    assert s.player(0).covered == []
    assert s.player(1).covered == list(board_side("harmony", "A").covered_at_impact) == [2, 3]


def test_after_the_impact_she_powers_every_slot() -> None:
    s = Scenario(
        [{"path": "salvation", "leader": "amena", "goods": {"E": 3}}, {"path": "harmony", "goods": {"E": 3}}],
        era=5,
    )
    assert s.player(0).covered == [] and s.player(1).covered == [2, 3]
    s.pass_().pass_()  # to era 6's Power Up
    assert s.decision().seat == 0 and s.state.phase == "powerup"
    assert {a["slot"] for a in s.actions("power")} == {1, 2, 3, 4, 5, 6}
    s.act("done")
    assert s.decision().seat == 1
    assert {a["slot"] for a in s.actions("power")} == {1, 4, 5, 6}


def test_the_other_salvation_leader_is_covered() -> None:
    s = Scenario([{"path": "salvation", "leader": "caratacus"}, {}], era=5)
    assert s.player(0).covered == [2, 3]
