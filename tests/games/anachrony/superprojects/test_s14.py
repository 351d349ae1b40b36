"""s14 Rescue Pods: its owner's base evacuation condition counts as met (`evacuation`)."""

from __future__ import annotations

from epocha.games.anachrony.evacuation import condition
from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s14"), "s14")


def test_evacuating_without_the_condition() -> None:
    sc = Scenario([owning("s14", active={"scientist": 1}, powered=[1]), {}], era=5)
    p = sc.player(0)
    c = condition(sc.state, p)
    assert c.pairs(sc.state, p) == 0 and not c.holds(sc.state, p)
    sc.place("evacuate", "scientist")
    assert p.evacuated and p.vp == c.base


def test_without_it_no_evacuation() -> None:
    sc = Scenario([owning(active={"scientist": 1}, powered=[1]), {}], era=5)
    assert not sc.can_place("evacuate", "scientist")
