"""Power plant #112: any worker pays X water to time-travel with range X, and gains 1 VP.
Range labs (#401 +1, #402 +2) make the water cheaper by their bonus instead of adding range
(at least 1 water). Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, fate, focus_choices, game, me, offered

KEY = "b112"


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any", goods={"W": 1})


def test_not_offered_without_water_or_in_era_1() -> None:
    assert not offered(game(KEY, era=3), KEY)
    assert not offered(game(KEY, era=1, goods={"W": 3}), KEY)


def test_x_is_at_most_the_water_held_and_the_eras_past() -> None:
    s = game(KEY, era=6, goods={"W": 3}).place(KEY, "engineer")
    assert s.choices() == [1, 2, 3]
    s = game(KEY, era=3, goods={"W": 9}).place(KEY, "engineer")
    assert s.choices() == [1, 2]


def test_x_water_buys_range_x_and_a_vp() -> None:
    s = game(KEY, era=5, goods={"W": 5}).place(KEY, "engineer").choose(3)
    assert focus_choices(s) == [2, 3, 4]
    p = me(s)
    assert (p.goods["W"], p.vp) == (2, 1)


def test_a_range_lab_makes_the_water_cheaper_not_the_range_longer() -> None:
    s = game(KEY, "b401", era=5, goods={"W": 5}).place(KEY, "engineer").choose(3)
    assert focus_choices(s) == [2, 3, 4]
    assert (me(s).goods["W"], me(s).vp) == (3, 1)


def test_at_least_one_water() -> None:
    s = game(KEY, "b402", era=5, goods={"W": 1}).place(KEY, "engineer")
    assert s.choices() == [1, 2, 3]
    s.choose(2)
    assert focus_choices(s) == [3, 4]
    assert me(s).goods["W"] == 0


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=2, goods={"W": 2}).place(KEY, "scientist")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)


def test_lab_402_makes_it_two_water_cheaper() -> None:
    s = game(KEY, "b402", era=5, goods={"W": 5}).place(KEY, "engineer").choose(3)
    assert focus_choices(s) == [2, 3, 4]
    assert me(s).goods["W"] == 4
