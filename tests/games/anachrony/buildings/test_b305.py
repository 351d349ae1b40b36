"""Life support #305: any worker takes 3 water, for nothing, and is kept motivated."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me

KEY = "b305"


def test_who_may_work_it() -> None:
    assert_workers(KEY, "any")


def test_pays_and_gains() -> None:
    s = game(KEY, goods={}).place(KEY, "scientist")
    p = me(s)
    assert (p.goods["W"], p.vp) == (3, 0)


def test_the_worker_goes_active_in_clean_up() -> None:
    s = game(KEY, goods={}, active={"scientist": 1}).place(KEY, "scientist")
    assert fate(s, KEY) == "active"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["scientist"], p.tired["scientist"]) == (1, 0)
