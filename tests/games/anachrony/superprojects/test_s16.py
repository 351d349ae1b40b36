"""s16 The Ultimate Plan: 3 VP per superproject its owner has at the end, itself included
(`scoring`)."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.scoring import breakdown

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s16"), "s16")


def test_three_vp_per_superproject() -> None:
    sc = Scenario([owning("s16", "s1", "s6"), owning("s1")], era=2)
    assert breakdown(sc.state, sc.player(0), 0, 0)["superprojects"] == 3 + 6 + 5 + 3 * 3
    alone = Scenario([owning("s16"), {}], era=2)
    assert breakdown(alone.state, alone.player(0), 0, 0)["superprojects"] == 3 + 3
