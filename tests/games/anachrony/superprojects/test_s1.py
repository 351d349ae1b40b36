"""s1 Welfare Society: an administrator and 1 water raise morale one step."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s1"), "s1")


def welfare(**spec) -> Scenario:
    base = {"goods": {"W": 3}, "active": {"administrator": 2, "scientist": 1}, "morale": 2}
    return Scenario([owning("s1", **{**base, **spec}), {}], era=2)


def test_an_administrator_pays_a_water_for_a_morale_step() -> None:
    sc = welfare()
    sc.place("s1", "administrator")
    p = sc.player(0)
    assert p.morale == 3 and p.goods["W"] == 2
    assert ["administrator", "s1", "tired"] in p.busy


def test_administrators_only() -> None:
    sc = welfare(active={"scientist": 1, "genius": 1})
    assert not sc.can_place("s1", "scientist")
    assert not sc.can_place("s1", "genius", "scientist")
    assert sc.can_place("s1", "genius", "administrator")


def test_not_without_water_nor_at_the_top_of_the_track() -> None:
    assert not welfare(goods={}).can_place("s1", "administrator")
    assert not welfare(morale=6).can_place("s1", "administrator")


def test_once_an_era() -> None:
    sc = welfare()
    sc.place("s1", "administrator").pass_()  # (seat 1 passes: seat 0 again)
    assert sc.decision().seat == 0
    assert not sc.can_place("s1", "administrator")


def test_not_under_an_anomaly() -> None:
    spec = owning(goods={"W": 3}, active={"administrator": 1}, rows={"lab": ["anomaly:s1", "s1", None]})
    sc = Scenario([spec, {}], era=2)
    assert sc.player(0).superprojects == ["s1"]
    assert not sc.can_place("s1", "administrator")
