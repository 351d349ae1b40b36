"""Lab #415: a scientist (or a genius as one) takes 2 water and 2 VP, and dies: it goes to the
general supply in Clean Up."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me

KEY = "b415"


def test_who_may_work_it() -> None:
    assert_workers(KEY, "scientist")


def test_pays_and_gains() -> None:
    s = game(KEY, goods={}).place(KEY, "scientist")
    p = me(s)
    assert (p.goods["W"], p.vp) == (2, 2)


def test_the_worker_dies_in_clean_up() -> None:
    s = game(KEY, goods={}, active={"scientist": 1}).place(KEY, "scientist")
    assert fate(s, KEY) == "dies"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["scientist"], p.tired["scientist"], p.workers_owned()) == (0, 0, 0)
