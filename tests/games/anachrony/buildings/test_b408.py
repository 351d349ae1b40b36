"""Lab #408: any worker moves every Tired worker of its player to the Active column; an
administrator (or a genius as one) is kept motivated, any other worker goes Tired."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, clean_up, fate, game, me, offered

KEY = "b408"
TIRED = {"engineer": 2, "scientist": 1}


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any", tired=TIRED)


def test_not_offered_with_nobody_tired() -> None:
    assert not offered(game(KEY, tired={}), KEY)


def test_wakes_every_tired_worker() -> None:
    s = game(KEY, active={"scientist": 1}, tired=TIRED).place(KEY, "scientist")
    p = me(s)
    assert (p.active["engineer"], p.active["scientist"], sum(p.tired.values())) == (2, 1, 0)


def test_an_administrator_stays_motivated() -> None:
    s = game(KEY, active={"administrator": 1}, tired=TIRED).place(KEY, "administrator")
    assert fate(s, KEY) == "active"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["administrator"], p.tired["administrator"]) == (1, 0)


def test_a_genius_as_administrator_stays_motivated_another_goes_tired() -> None:
    assert fate(game(KEY, tired=TIRED).place(KEY, "genius", "administrator"), KEY) == "active"
    assert fate(game(KEY, tired=TIRED).place(KEY, "genius", "engineer"), KEY) == "tired"
    assert fate(game(KEY, tired=TIRED).place(KEY, "engineer"), KEY) == "tired"
