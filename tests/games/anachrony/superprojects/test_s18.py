"""s18 Cloning Vat: any worker; a worker more of the type it acted as, into the Tired column."""

from __future__ import annotations

import pytest

from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s18"), "s18")


def vat() -> Scenario:
    spec = owning("s18", active={"engineer": 1, "genius": 1, "administrator": 1})
    return Scenario([spec, {}], era=2)


def test_an_engineer_clones_an_engineer() -> None:
    sc = vat().place("s18", "engineer")
    p = sc.player(0)
    assert p.tired == {**p.tired, "engineer": 1} and sum(p.tired.values()) == 1
    assert ["engineer", "s18", "tired"] in p.busy and p.workers_owned() == 4


@pytest.mark.parametrize("as_type", ["scientist", "administrator", "genius"])
def test_a_genius_clones_the_type_it_acted_as(as_type: str) -> None:
    sc = vat().place("s18", "genius", as_type)
    assert sc.player(0).tired[as_type] == 1 and sum(sc.player(0).tired.values()) == 1


def test_once_an_era_and_not_under_an_anomaly() -> None:
    sc = vat().place("s18", "engineer").pass_()
    assert not sc.can_place("s18", "administrator")
    spec = owning(active={"engineer": 1}, rows={"lab": ["s18", "anomaly:s18", None]})
    assert not Scenario([spec, {}], era=2).can_place("s18", "engineer")
