"""s2 Archive of Eras: 1 VP per Time Travel step at the end (scored in `scoring`)."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.scoring import breakdown

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s2"), "s2")


def test_one_vp_per_time_travel_step() -> None:
    sc = Scenario([owning("s2", time_travel=4), owning(time_travel=4)], era=2)
    assert breakdown(sc.state, sc.player(0), 0, 0)["superprojects"] == 5 + 4
    assert breakdown(sc.state, sc.player(1), 0, 0)["superprojects"] == 0


def test_no_ability_to_use() -> None:
    sc = Scenario([owning("s2", active={"scientist": 1}), {}], era=2)
    assert not sc.can_place("s2", "scientist") and not sc.can("free", action="s2")
