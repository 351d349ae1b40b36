"""Power plant #110: any worker pays 1 water to time-travel with range 4. Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_range, assert_workers, fate, game, me, offered

KEY = "b110"


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any", goods={"W": 1})


def test_not_offered_without_water() -> None:
    assert not offered(game(KEY, goods={"E": 2}), KEY)


def test_pays_a_water_range_four() -> None:
    s = assert_range(KEY, "administrator", 4, goods={"W": 3})
    s.choose(2)
    assert (me(s).goods["W"], me(s).focus) == (2, 2)


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=2, goods={"W": 2}).place(KEY, "scientist")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
