"""Power plant #108: a scientist (or a genius as one) time-travels with range 2 and is kept
motivated: back to the Active column in Clean Up."""

from __future__ import annotations

from . import assert_once_an_era, assert_range, assert_workers, clean_up, fate, game

KEY = "b108"


def test_a_scientist_only() -> None:
    assert_workers(KEY, "scientist")


def test_range_is_two_eras() -> None:
    assert_range(KEY, "scientist", 2)


def test_the_scientist_comes_back_active() -> None:
    s = game(KEY, era=2, active={"scientist": 1}).place(KEY, "scientist")
    assert fate(s, KEY) == "active"
    assert_once_an_era(s, KEY)
    p = clean_up(s)
    assert (p.active["scientist"], p.tired["scientist"]) == (1, 0)


def test_a_genius_as_scientist_comes_back_active_too() -> None:
    s = game(KEY, era=2, active={"genius": 1}).place(KEY, "genius", "scientist")
    assert fate(s, KEY) == "active"
