"""Factory #206: any worker takes 1 uranium, for nothing, and is kept motivated."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me

KEY = "b206"


def test_who_may_work_it() -> None:
    assert_workers(KEY, "any")


def test_pays_and_gains() -> None:
    s = game(KEY, goods={}).place(KEY, "administrator")
    p = me(s)
    assert (p.goods["U"], p.vp) == (1, 0)


def test_the_worker_goes_active_in_clean_up() -> None:
    s = game(KEY, goods={}, active={"administrator": 1}).place(KEY, "administrator")
    assert fate(s, KEY) == "active"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["administrator"], p.tired["administrator"]) == (1, 0)
