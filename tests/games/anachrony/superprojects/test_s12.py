"""s12 Dark Matter Converter: a free action, lose a worker (Active or Tired): gain an active
genius, 1 neutronium or 1 energy core."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s12"), "s12")


def converter() -> Scenario:
    spec = owning("s12", active={"scientist": 1}, tired={"engineer": 1})
    return Scenario([spec, {}], era=2).free("s12")


def test_a_tired_worker_for_a_genius() -> None:
    sc = converter()
    assert sc.choices() == [["scientist", "active"], ["engineer", "tired"]]
    sc.choose(["engineer", "tired"])
    assert sc.choices() == [[["genius_active", 1]], [["N", 1]], [["E", 1]]]
    sc.choose([["genius_active", 1]])
    p = sc.player(0)
    assert p.tired["engineer"] == 0 and p.active == {**p.active, "scientist": 1, "genius": 1}
    assert sc.decision().seat == 0 and not sc.can("free", action="s12")


def test_an_active_worker_for_a_neutronium_or_a_core() -> None:
    sc = converter().choose(["scientist", "active"], [["N", 1]])
    assert sc.player(0).active["scientist"] == 0 and sc.player(0).goods["N"] == 1
    sc = converter().choose(["scientist", "active"], [["E", 1]])
    assert sc.player(0).goods["E"] == 1


def test_not_without_a_worker_to_lose() -> None:
    assert not Scenario([owning("s12"), {}], era=2).can("free", action="s12")
