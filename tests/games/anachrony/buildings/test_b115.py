"""Power plant #115: any worker pays 1 gold to time-travel with range 3 and gains 1 VP.
Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_range, assert_workers, fate, game, me, offered

KEY = "b115"


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any", goods={"G": 1})


def test_not_offered_without_gold() -> None:
    assert not offered(game(KEY, goods={"U": 1, "T": 1, "W": 4}), KEY)


def test_pays_gold_gains_a_vp_range_three() -> None:
    s = assert_range(KEY, "engineer", 3, goods={"G": 1})
    s.choose(3)
    p = me(s)
    assert (p.goods["G"], p.vp, p.focus) == (0, 1, 3)


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=2, goods={"G": 2}).place(KEY, "scientist")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
