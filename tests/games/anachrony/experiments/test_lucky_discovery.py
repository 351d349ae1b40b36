"""Lucky Discovery (level 2): a player owning a superproject may claim it under its Focus by
losing a genius from its Active or Tired column (never a busy one), for 3 VP."""

from __future__ import annotations

from tests.games.anachrony.experiments import assert_claimed, assert_only_at_focus, claim, game, me, offered

KEY = "lucky_discovery"
PROJECT = {"factory": ["s1", "s1"]}
GENIUS = {"scientist": 1, "genius": 1}


def test_offered_with_a_superproject_not_without() -> None:
    assert offered(game(KEY, rows=PROJECT, active=GENIUS))
    assert not offered(game(KEY, rows={"factory": ["b201", "b202", "b203"]}, active=GENIUS))
    assert_only_at_focus(KEY, rows=PROJECT, active=GENIUS)


def test_no_genius_no_claim() -> None:
    assert not offered(game(KEY, rows=PROJECT, active={"scientist": 1, "administrator": 2}))


def test_an_active_genius_for_3_vp() -> None:
    s = claim(game(KEY, rows=PROJECT, active=GENIUS))
    assert me(s).active["genius"] == 0 and me(s).workers_owned() == 1
    assert_claimed(s, KEY, 3)


def test_a_tired_genius_pays_too() -> None:
    s = claim(game(KEY, rows=PROJECT, tired={"genius": 1}))
    assert me(s).tired["genius"] == 0 and me(s).workers_owned() == 1
    assert_claimed(s, KEY, 3)


def test_a_busy_genius_cannot_pay() -> None:
    s = game(KEY, rows=PROJECT, powered=[1, 2], active=GENIUS)
    s.place("purify", "genius", "genius")
    assert not offered(s)


def test_the_genius_placed_cannot_pay_for_itself() -> None:
    s = game(KEY, rows=PROJECT, active={"genius": 1})
    assert not s.can("place", space="experiment", worker="genius")
