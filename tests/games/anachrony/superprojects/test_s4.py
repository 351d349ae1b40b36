"""s4 Grand Reservoir: the first water cost paid in a turn (a space's fee, a building's or a
superproject's action cost) is one water less."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s4"), "s4")


def reservoir(*keys: str, **spec) -> Scenario:
    base = {"active": {"engineer": 2, "scientist": 1}, "powered": [1, 2], "goods": {}}
    rows = {"factory": ["b202", "b215", None]}
    return Scenario([owning(*keys, rows=rows, **{**base, **spec}), {}], era=2)


def test_a_building_costing_one_water_is_free() -> None:
    sc = reservoir("s4")
    sc.place("b202", "engineer")
    assert sc.player(0).goods == {**sc.player(0).goods, "W": 0, "T": 3}


def test_without_it_the_water_is_owed() -> None:
    assert not reservoir().can_place("b202", "engineer")
    assert reservoir(goods={"W": 1}).can_place("b202", "engineer")


def test_a_main_board_fee() -> None:
    sc = reservoir("s4")
    assert not reservoir().can_place("recruit:1", "engineer")
    sc.place("recruit:1", "engineer").choose("engineer")
    assert sc.player(0).goods["W"] == 0 and sc.state.spaces["recruit:1"] == 0


def test_once_a_turn_then_again_the_next_turn() -> None:
    sc = reservoir("s4", goods={"W": 2})
    sc.free("b215").choose("G")  # the turn's first water cost: saved
    assert sc.player(0).goods["W"] == 2
    sc.place("b202", "engineer")  # the same turn: paid in full
    assert sc.player(0).goods["W"] == 1
    sc.pass_()  # seat 1
    sc.place("recruit:1", "engineer").choose("scientist")  # a new turn: saved again
    assert sc.player(0).goods["W"] == 1 + 2  # (the scientist's Recruit bonus)


def test_not_under_an_anomaly() -> None:
    rows = {"factory": ["b202", None, None], "lab": ["s4", "anomaly:s4", None]}
    spec = owning(rows=rows, active={"engineer": 1}, goods={})
    assert not Scenario([spec, {}], era=2).can_place("b202", "engineer")
