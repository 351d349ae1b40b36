"""Lab #409: an administrator (or a genius as one) pays 2 water for a new scientist or
engineer, of its player's choice, into the Active column; the administrator is kept motivated."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me, offered

KEY = "b409"


def test_an_administrator_only() -> None:
    assert_workers(KEY, "administrator", goods={"W": 2})


def test_not_offered_without_two_water() -> None:
    assert not offered(game(KEY, goods={"W": 1, "E": 2}), KEY)


def test_two_water_for_an_active_engineer() -> None:
    s = game(KEY, goods={"W": 3}, active={"administrator": 1}).place(KEY, "administrator")
    assert s.choices() == [[["scientist_active", 1]], [["engineer_active", 1]]]
    s.choose([["engineer_active", 1]])
    p = me(s)
    assert (p.goods["W"], p.active["engineer"], p.active["scientist"]) == (1, 1, 0)


def test_the_administrator_stays_motivated() -> None:
    s = game(KEY, goods={"W": 2}, active={"administrator": 1}).place(KEY, "administrator")
    s.choose([["scientist_active", 1]])
    assert fate(s, KEY) == "active"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["administrator"], p.active["scientist"], p.tired["administrator"]) == (1, 1, 0)
