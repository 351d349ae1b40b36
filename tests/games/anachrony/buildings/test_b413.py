"""Lab #413: any worker takes 1 water and 1 VP, for nothing. Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me

KEY = "b413"


def test_who_may_work_it() -> None:
    assert_workers(KEY, "any")


def test_pays_and_gains() -> None:
    s = game(KEY, goods={}).place(KEY, "administrator")
    p = me(s)
    assert (p.goods["W"], p.vp) == (1, 1)


def test_the_worker_goes_tired_in_clean_up() -> None:
    s = game(KEY, goods={}, active={"administrator": 1}).place(KEY, "administrator")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["administrator"], p.tired["administrator"]) == (0, 1)
