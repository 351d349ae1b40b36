"""Power plant #104: a scientist only (a genius may stand in) time-travels with range 2. No
cost; the worker goes Tired."""

from __future__ import annotations

from . import assert_once_an_era, assert_range, assert_workers, fate, game, me, warp_on

KEY = "b104"


def test_a_scientist_only() -> None:
    assert_workers(KEY, "scientist")


def test_range_is_two_eras() -> None:
    assert_range(KEY, "scientist", 2)


def test_a_genius_as_scientist_travels_and_repays() -> None:
    s = game(KEY, era=4, goods={"G": 2}, position={"timeline": warp_on(2, [(0, 4)])})
    s.place(KEY, "genius", "scientist").choose(2, 4)
    p = me(s)
    assert (p.focus, p.goods["G"], p.time_travel, p.active["genius"]) == (2, 1, 1, 0)


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=3).place(KEY, "scientist").choose(2)
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
