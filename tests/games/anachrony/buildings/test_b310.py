"""Life support #310: any worker takes 7 water, and dies: it goes to the general supply in Clean
Up."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me

KEY = "b310"


def test_who_may_work_it() -> None:
    assert_workers(KEY, "any")


def test_pays_and_gains() -> None:
    s = game(KEY, goods={}).place(KEY, "engineer")
    p = me(s)
    assert (p.goods["W"], p.vp) == (7, 0)


def test_the_worker_dies_in_clean_up() -> None:
    s = game(KEY, goods={}, active={"engineer": 1}).place(KEY, "engineer")
    assert fate(s, KEY) == "dies"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["engineer"], p.tired["engineer"], p.workers_owned()) == (0, 0, 0)
