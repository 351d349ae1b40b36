"""Factory #203: any worker pays 1 water for one titanium, uranium or gold of its player's
choice, and is kept motivated."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me, offered

KEY = "b203"


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any", goods={"W": 1})


def test_not_offered_without_water() -> None:
    assert not offered(game(KEY, goods={"T": 2, "E": 1}), KEY)


def test_pays_a_water_for_the_resource_chosen() -> None:
    s = game(KEY, goods={"W": 2}).place(KEY, "scientist")
    assert s.choices() == ["T", "U", "G"]
    s.choose("U")
    p = me(s)
    assert (p.goods["W"], p.goods["T"], p.goods["U"], p.goods["G"]) == (1, 0, 1, 0)


def test_the_worker_stays_motivated() -> None:
    s = game(KEY, goods={"W": 1}, active={"engineer": 1}).place(KEY, "engineer").choose("G")
    assert fate(s, KEY) == "active"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["engineer"], p.tired["engineer"]) == (1, 0)
