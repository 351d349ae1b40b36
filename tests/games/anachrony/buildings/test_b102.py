"""Power plant #102: any worker time-travels with range 2 (Focus up to two eras back, then a
warp tile there may be repaid). No cost; the worker goes Tired."""

from __future__ import annotations

from . import assert_once_an_era, assert_range, assert_workers, fate, game, me, offered, warp_on

KEY = "b102"


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any")


def test_not_offered_in_era_1() -> None:
    assert not offered(game(KEY, era=1), KEY)


def test_range_is_two_eras() -> None:
    s = assert_range(KEY, "engineer", 2)
    s.choose(2)
    assert me(s).focus == 2


def test_repays_two_eras_back() -> None:
    s = game(KEY, era=3, goods={"T": 1}, position={"timeline": warp_on(1, [(0, 3)])})
    s.place(KEY, "administrator").choose(1, 3)
    p = me(s)
    assert (p.focus, p.goods["T"], p.time_travel) == (1, 0, 1)
    assert 3 in p.warps


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=2).place(KEY, "scientist")
    assert me(s).focus == 1
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
