"""Life support #312: a passive: the Supply action's water cost is halved, rounded up (the
other halver, #311, halves it again). Covered by an anomaly, it does nothing."""

from __future__ import annotations

from . import game, me

KEY = "b312"
TIRED = {"engineer": 1}


def supply_paid(*tiles: str, morale: int, water: int) -> int:
    s = game(*tiles, morale=morale, goods={"W": water}, active={"scientist": 1}, tired=TIRED)
    s.place("supply", "scientist")
    assert me(s).active["engineer"] == 1
    return water - me(s).goods["W"]


def test_supply_costs_half_rounded_up() -> None:
    assert supply_paid(morale=3, water=9) == 5
    assert supply_paid(KEY, morale=3, water=9) == 3
    assert supply_paid(KEY, morale=5, water=9) == 4


def test_both_halvers_halve_twice() -> None:
    assert supply_paid(KEY, "b311", morale=5, water=9) == 2  # 7 -> 4 -> 2
    assert supply_paid(KEY, "b311", morale=0, water=9) == 1  # 4 -> 2 -> 1


def test_supply_is_offered_when_the_halved_cost_can_be_paid() -> None:
    spec = {"morale": 3, "goods": {"W": 3}, "active": {"scientist": 1}, "tired": TIRED}
    assert not game(**spec).can_place("supply", "scientist")
    assert game(KEY, **spec).can_place("supply", "scientist")


def test_an_anomaly_on_it_stops_it() -> None:
    s = game(
        morale=3,
        goods={"W": 9},
        active={"scientist": 1},
        tired=TIRED,
        rows={"life_support": ["anomaly:b312"]},
    )
    s.place("supply", "scientist")
    assert me(s).goods["W"] == 4
