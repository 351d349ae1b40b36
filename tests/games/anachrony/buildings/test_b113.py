"""Power plant #113: any worker pays X (at least 1) titanium/uranium/gold in any mix to
time-travel with range X, and gains X VP. Range labs reach further but add no VP. Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, fate, focus_choices, game, me, offered

KEY = "b113"


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any", goods={"G": 1})


def test_not_offered_without_titanium_uranium_or_gold() -> None:
    assert not offered(game(KEY, era=4, goods={"N": 2, "W": 5}), KEY)


def test_x_resources_buy_range_x_and_x_vp() -> None:
    s = game(KEY, era=5, goods={"T": 2, "U": 1}).place(KEY, "engineer")
    assert s.choices() == [1, 2, 3]
    s.choose(2)
    assert s.choices() == [[["T", 1], ["U", 1]], [["T", 2]]]
    s.choose([["T", 1], ["U", 1]])
    assert focus_choices(s) == [3, 4]
    p = me(s)
    assert (p.goods["T"], p.goods["U"], p.vp) == (1, 0, 2)


def test_a_range_lab_adds_range_but_no_vp() -> None:
    s = game(KEY, "b402", era=5, goods={"G": 1}).place(KEY, "engineer")  # X = 1, the one option
    assert focus_choices(s) == [2, 3, 4]
    assert (me(s).goods["G"], me(s).vp) == (0, 1)


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=2, goods={"T": 1}).place(KEY, "scientist")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
