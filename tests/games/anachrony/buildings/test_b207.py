"""Factory #207: any worker pays 1 water for 2 uranium. Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me, offered

KEY = "b207"


def test_who_may_work_it() -> None:
    assert_workers(KEY, "any", goods={"W": 2})


def test_not_offered_when_the_cost_cannot_be_paid() -> None:
    assert not offered(game(KEY, goods={"U": 1, "E": 1}), KEY)


def test_pays_and_gains() -> None:
    s = game(KEY, goods={"W": 2}).place(KEY, "scientist")
    p = me(s)
    assert (p.goods["W"], p.goods["U"], p.vp) == (1, 2, 0)


def test_the_worker_goes_tired_in_clean_up() -> None:
    s = game(KEY, goods={"W": 2}, active={"scientist": 1}).place(KEY, "scientist")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["scientist"], p.tired["scientist"]) == (0, 1)
