"""Power plant #107: any worker pays 1 uranium to time-travel with range 3 and gains 1 VP.
Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_range, assert_workers, fate, game, me, offered

KEY = "b107"


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any", goods={"U": 1})


def test_not_offered_without_uranium() -> None:
    assert not offered(game(KEY, goods={"G": 1, "T": 1}), KEY)


def test_pays_uranium_gains_a_vp_range_three() -> None:
    s = assert_range(KEY, "engineer", 3, goods={"U": 2})
    s.choose(2)
    p = me(s)
    assert (p.goods["U"], p.vp, p.focus) == (1, 1, 2)


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=2, goods={"U": 2}).place(KEY, "scientist")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
