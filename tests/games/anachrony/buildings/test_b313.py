"""Life support #313: any worker pays 1 uranium for 6 water and 1 VP, and is kept motivated."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me, offered

KEY = "b313"


def test_who_may_work_it() -> None:
    assert_workers(KEY, "any", goods={"U": 2})


def test_not_offered_when_the_cost_cannot_be_paid() -> None:
    assert not offered(game(KEY, goods={"G": 1, "T": 1}), KEY)


def test_pays_and_gains() -> None:
    s = game(KEY, goods={"U": 2}).place(KEY, "administrator")
    p = me(s)
    assert (p.goods["W"], p.goods["U"], p.vp) == (6, 1, 1)


def test_the_worker_goes_active_in_clean_up() -> None:
    s = game(KEY, goods={"U": 2}, active={"administrator": 1}).place(KEY, "administrator")
    assert fate(s, KEY) == "active"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["administrator"], p.tired["administrator"]) == (1, 0)
