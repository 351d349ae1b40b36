"""Colony Operation Protocol (level 2): a player owning at least 5 buildings (superprojects are
not buildings) may claim it under its Focus by losing an administrator from its Active or Tired
column (never a busy one; a genius cannot pay for it), for 3 VP."""

from __future__ import annotations

from tests.games.anachrony.experiments import assert_claimed, assert_only_at_focus, claim, game, me, offered

KEY = "colony_protocol"
FIVE = {"power_plant": ["b101", "b102", "b103"], "factory": ["b201", "b202"]}
FOUR = {"power_plant": ["b101", "b102", "b103"], "factory": ["b201"]}
ADMIN = {"scientist": 1, "administrator": 1}


def test_offered_with_5_buildings_not_4() -> None:
    assert offered(game(KEY, rows=FIVE, active=ADMIN))
    assert not offered(game(KEY, rows=FOUR, active=ADMIN))
    assert not offered(game(KEY, rows={**FOUR, "lab": ["s1", "s1"]}, active=ADMIN))
    assert_only_at_focus(KEY, rows=FIVE, active=ADMIN)


def test_no_administrator_no_claim() -> None:
    assert not offered(game(KEY, rows=FIVE, active={"scientist": 1, "genius": 1}))


def test_an_active_administrator_for_3_vp() -> None:
    s = claim(game(KEY, rows=FIVE, active=ADMIN))
    assert me(s).active["administrator"] == 0 and me(s).workers_owned() == 1
    assert_claimed(s, KEY, 3)


def test_a_tired_administrator_pays_too() -> None:
    s = claim(game(KEY, rows=FIVE, tired={"administrator": 1}))
    assert me(s).tired["administrator"] == 0 and me(s).workers_owned() == 1
    assert_claimed(s, KEY, 3)


def test_a_busy_administrator_cannot_pay() -> None:
    s = game(KEY, rows=FIVE, powered=[1, 2], active=ADMIN)
    s.place("purify", "administrator")
    assert not offered(s)


def test_the_administrator_placed_cannot_pay_for_itself() -> None:
    assert not offered(game(KEY, rows=FIVE, active={"administrator": 1}), "administrator")
