"""Factory #212: an engineer (or a genius as one) takes 1 energy core, for nothing. Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me

KEY = "b212"


def test_who_may_work_it() -> None:
    assert_workers(KEY, "engineer")


def test_pays_and_gains() -> None:
    s = game(KEY, goods={}).place(KEY, "engineer")
    p = me(s)
    assert (p.goods["E"], p.vp) == (1, 0)


def test_the_worker_goes_tired_in_clean_up() -> None:
    s = game(KEY, goods={}, active={"engineer": 1}).place(KEY, "engineer")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["engineer"], p.tired["engineer"]) == (0, 1)
