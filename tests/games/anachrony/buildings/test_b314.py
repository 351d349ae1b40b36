"""Life support #314: any worker pays 1 gold for 6 water and 1 VP, and is kept motivated."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me, offered

KEY = "b314"


def test_who_may_work_it() -> None:
    assert_workers(KEY, "any", goods={"G": 2})


def test_not_offered_when_the_cost_cannot_be_paid() -> None:
    assert not offered(game(KEY, goods={"U": 1, "T": 1}), KEY)


def test_pays_and_gains() -> None:
    s = game(KEY, goods={"G": 2}).place(KEY, "scientist")
    p = me(s)
    assert (p.goods["W"], p.goods["G"], p.vp) == (6, 1, 1)


def test_the_worker_goes_active_in_clean_up() -> None:
    s = game(KEY, goods={"G": 2}, active={"scientist": 1}).place(KEY, "scientist")
    assert fate(s, KEY) == "active"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["scientist"], p.tired["scientist"]) == (1, 0)
