"""Lab #410: an administrator (or a genius as one) pays 2 water for a new genius into the
Active column; the administrator is kept motivated."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, fate, game, me, offered

KEY = "b410"


def test_an_administrator_only() -> None:
    assert_workers(KEY, "administrator", goods={"W": 2})


def test_not_offered_without_two_water() -> None:
    assert not offered(game(KEY, goods={"W": 1}), KEY)


def test_two_water_for_an_active_genius() -> None:
    s = game(KEY, goods={"W": 2}, active={"genius": 1}).place(KEY, "genius", "administrator")
    p = me(s)
    assert (p.goods["W"], p.active["genius"]) == (0, 1)
    assert fate(s, KEY) == "active"
    assert_once_an_era(s, KEY)
