"""s10 Synthetic Endorphins: no negative morale VP at the end; forcing workers at the lowest
morale loses no worker (`scoring`, `playerboard`)."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.scoring import breakdown

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s10"), "s10")


def test_no_negative_morale_vp() -> None:
    sc = Scenario([owning("s10", morale=0), owning(morale=0)], era=2)
    assert breakdown(sc.state, sc.player(0), 0, 0)["morale"] == 0
    assert breakdown(sc.state, sc.player(1), 0, 0)["morale"] == -6
    high = Scenario([owning("s10", morale=6), {}], era=2)
    assert breakdown(high.state, high.player(0), 0, 0)["morale"] == 6


def test_forcing_at_the_lowest_morale_loses_no_worker() -> None:
    sc = Scenario([owning("s10", morale=0, tired={"engineer": 2}), {}], era=2)
    sc.free("force")
    p = sc.player(0)
    assert p.active["engineer"] == 2 and p.morale == 0 and sc.decision().kind == "turn"
    other = Scenario([owning(morale=0, tired={"engineer": 2}), {}], era=2).free("force")
    assert other.player(0).active["engineer"] == 1  # (the one worker it could lose)
