"""Power plant #105: any worker time-travels with range 3. A warp tile showing a worker is
repaid with an Active worker of that very type (a genius cannot stand in). Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_range, assert_workers, fate, game, me, warp_on

KEY = "b105"
SCIENTIST_TILE = 8


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any")


def test_range_is_three_eras() -> None:
    assert_range(KEY, "administrator", 3)


def test_a_worker_tile_is_repaid_with_an_active_worker_of_its_type() -> None:
    s = game(KEY, era=3, active={"scientist": 1, "engineer": 1}, position={"timeline": warp_on(2, [(0, 8)])})
    s.place(KEY, "engineer").choose(2, SCIENTIST_TILE)
    p = me(s)
    assert (p.active["scientist"], p.time_travel) == (0, 1)
    assert SCIENTIST_TILE in p.warps


def test_a_genius_cannot_repay_a_scientist_tile() -> None:
    s = game(KEY, era=3, active={"genius": 1, "engineer": 1}, position={"timeline": warp_on(2, [(0, 8)])})
    s.place(KEY, "engineer").choose(2)  # nothing to repay: the travel ends at once
    p = me(s)
    assert (p.focus, p.active["genius"], p.time_travel) == (2, 1, 0)
    assert s.state.tile(2)["warps"] == [[0, SCIENTIST_TILE]]


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=2).place(KEY, "scientist")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
