"""Lab #404: a scientist (or a genius as one) returns one paradox token. Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, fate, game, me, offered

KEY = "b404"


def test_a_scientist_only() -> None:
    assert_workers(KEY, "scientist", paradox=1)


def test_not_offered_without_a_paradox() -> None:
    assert not offered(game(KEY, paradox=0), KEY)


def test_returns_one_paradox() -> None:
    s = game(KEY, paradox=2).place(KEY, "genius", "scientist")
    assert me(s).paradox == 1


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, paradox=2).place(KEY, "scientist")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
