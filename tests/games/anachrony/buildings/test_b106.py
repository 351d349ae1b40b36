"""Power plant #106: any worker time-travels with range 3. An exosuit warp tile is repaid
with a powered exosuit taken off its slot. Repaying is optional. Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_range, assert_workers, fate, game, me, warp_on

KEY = "b106"
EXOSUIT_TILE = 9


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any")


def test_range_is_three_eras() -> None:
    assert_range(KEY, "engineer", 3)


def test_an_exosuit_tile_is_repaid_with_a_powered_exosuit() -> None:
    s = game(KEY, era=4, powered=[1, 2], position={"timeline": warp_on(1, [(0, EXOSUIT_TILE)])})
    s.place(KEY, "engineer").choose(1, EXOSUIT_TILE)
    p = me(s)
    assert (sum(p.powered), p.exosuits, p.time_travel) == (1, 5, 1)


def test_repaying_may_be_declined() -> None:
    s = game(KEY, era=4, powered=[1], position={"timeline": warp_on(1, [(0, EXOSUIT_TILE)])})
    s.place(KEY, "engineer").choose(1, "pass")
    p = me(s)
    assert (p.focus, sum(p.powered), p.time_travel) == (1, 1, 0)
    assert s.state.tile(1)["warps"] == [[0, EXOSUIT_TILE]]


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=2).place(KEY, "scientist")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
