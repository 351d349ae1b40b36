"""Power plant #109: a scientist pays 1 neutronium to time-travel with range 3 and gains
2 VP. Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_range, assert_workers, fate, game, me, offered

KEY = "b109"


def test_a_scientist_only() -> None:
    assert_workers(KEY, "scientist", goods={"N": 1})


def test_not_offered_without_neutronium() -> None:
    assert not offered(game(KEY, goods={"U": 3, "W": 5}), KEY)


def test_pays_neutronium_gains_two_vp_range_three() -> None:
    s = assert_range(KEY, "scientist", 3, goods={"N": 1})
    s.choose(4)
    p = me(s)
    assert (p.goods["N"], p.vp, p.focus) == (0, 2, 4)


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=2, goods={"N": 2}).place(KEY, "genius", "scientist")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
