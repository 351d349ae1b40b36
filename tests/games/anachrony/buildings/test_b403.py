"""Lab #403: any worker pays 1 energy core for a powered-up exosuit (from the personal supply
onto a free exosuit slot), and is kept motivated."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me, offered

KEY = "b403"


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any", goods={"E": 1})


def test_not_offered_without_a_core_or_an_exosuit_left() -> None:
    assert not offered(game(KEY, goods={"W": 5}), KEY)
    assert not offered(game(KEY, goods={"E": 1}, powered=[1, 2], exosuits=0), KEY)


def test_a_core_for_a_powered_exosuit() -> None:
    s = game(KEY, goods={"E": 2}, powered=[1]).place(KEY, "engineer")
    p = me(s)
    assert (p.goods["E"], p.powered, p.exosuits) == (1, [True, True, False, False, False, False], 4)


def test_the_worker_stays_motivated() -> None:
    s = game(KEY, goods={"E": 1}, active={"administrator": 1}).place(KEY, "administrator")
    assert fate(s, KEY) == "active"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["administrator"], p.tired["administrator"]) == (1, 0)
