"""Shepherd Caratacus, Meddle with Time (both printings): a free action, either 2 water and a
paradox, or 2 water paid to return a paradox."""

from __future__ import annotations

import pytest

from epocha.games.anachrony.scenario import Scenario

PRINTINGS = ["first-printing", "revised"]


def caratacus(printing: str = "first-printing", **spec) -> Scenario:
    player = {"path": "salvation", "leader": "caratacus", **spec}
    return Scenario([player, {}], leaders=printing)


@pytest.mark.parametrize("printing", PRINTINGS)
def test_gain_two_water_and_a_paradox(printing: str) -> None:
    s = caratacus(printing, goods={"W": 2}, paradox=1)
    p = s.player(0)
    s.free("caratacus")
    assert s.choices() == ["gain", "return"]
    s.choose("gain")
    assert (p.goods["W"], p.paradox, p.markers) == (4, 2, 6)
    assert s.decision().seat == 0 and not s.can("free", action="caratacus")


@pytest.mark.parametrize("printing", PRINTINGS)
def test_pay_two_water_to_return_a_paradox(printing: str) -> None:
    s = caratacus(printing, goods={"W": 5}, paradox=2)
    p = s.player(0)
    s.free("caratacus")
    assert s.choices() == ["gain", "return"]
    s.choose("return")
    assert (p.goods["W"], p.paradox) == (3, 1)


def test_no_return_without_a_paradox_or_the_water() -> None:
    s = caratacus(goods={"W": 5}, paradox=0)
    s.free("caratacus")
    # one way only: taken without asking
    p = s.player(0)
    assert (p.goods["W"], p.paradox) == (7, 1)
    s = caratacus(goods={"W": 1}, paradox=1)
    s.free("caratacus")
    assert (s.player(0).goods["W"], s.player(0).paradox) == (3, 2)


def test_the_third_paradox_strikes_with_an_anomaly() -> None:
    s = caratacus(goods={"W": 0}, paradox=2)
    s.free("caratacus")
    p = s.player(0)
    assert p.paradox == 0 and p.goods["W"] == 2
    assert s.decision().kind == "anomaly_place"  # (the leftmost free slot of every row ties)
    s.choose(["lab", 0])
    assert p.rows["lab"][0] == "anomaly" and p.anomalies() == 1
