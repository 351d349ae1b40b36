"""Life support #306: any worker takes 3 water, for nothing, and is kept motivated."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me

KEY = "b306"


def test_who_may_work_it() -> None:
    assert_workers(KEY, "any")


def test_pays_and_gains() -> None:
    s = game(KEY, goods={}).place(KEY, "engineer")
    p = me(s)
    assert (p.goods["W"], p.vp) == (3, 0)


def test_the_worker_goes_active_in_clean_up() -> None:
    s = game(KEY, goods={}, active={"engineer": 1}).place(KEY, "engineer")
    assert fate(s, KEY) == "active"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["engineer"], p.tired["engineer"]) == (1, 0)
