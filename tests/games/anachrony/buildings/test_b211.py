"""Factory #211: an engineer (or a genius as one) pays 1 titanium for 1 energy core and is kept
motivated."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me, offered

KEY = "b211"


def test_who_may_work_it() -> None:
    assert_workers(KEY, "engineer", goods={"T": 2})


def test_not_offered_when_the_cost_cannot_be_paid() -> None:
    assert not offered(game(KEY, goods={"U": 1, "G": 1, "W": 2}), KEY)


def test_pays_and_gains() -> None:
    s = game(KEY, goods={"T": 2}).place(KEY, "engineer")
    p = me(s)
    assert (p.goods["E"], p.goods["T"], p.vp) == (1, 1, 0)


def test_the_worker_goes_active_in_clean_up() -> None:
    s = game(KEY, goods={"T": 2}, active={"engineer": 1}).place(KEY, "engineer")
    assert fate(s, KEY) == "active"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["engineer"], p.tired["engineer"]) == (1, 0)
