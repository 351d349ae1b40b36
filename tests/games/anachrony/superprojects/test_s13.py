"""s13 Tectonic Drill: Mine also gives one titanium, uranium or gold of its owner's choice."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s13"), "s13")


def mine(*keys: str, pool: list[str]) -> Scenario:
    spec = owning(*keys, active={"scientist": 1}, powered=[1])
    return Scenario([spec, {}], era=2, mine_pool=pool).place("mine:2", "scientist")


def test_one_more_resource() -> None:
    sc = mine("s13", pool=["N", "G"]).choose("N")
    assert sc.choices() == ["T", "U", "G"]
    sc.choose("G")
    assert sc.player(0).goods == {**sc.player(0).goods, "T": 1, "N": 1, "G": 1}
    assert sc.state.mine_pool == ["G"]


def test_with_the_pool_empty_too() -> None:
    sc = mine("s13", pool=[]).choose("U")
    assert sc.player(0).goods == {**sc.player(0).goods, "T": 1, "U": 1}


def test_not_without_it_nor_under_an_anomaly() -> None:
    sc = mine(pool=["N", "G"]).choose("N")
    assert sc.decision().seat == 1 and sc.player(0).goods["T"] == 1
    spec = owning(active={"scientist": 1}, powered=[1], rows={"lab": ["anomaly:s13", "s13", None]})
    sc = Scenario([spec, {}], era=2, mine_pool=[]).place("mine:2", "scientist")
    assert sc.decision().seat == 1
