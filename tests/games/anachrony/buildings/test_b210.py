"""Factory #210: an engineer (or a genius as one) pays 3 water for either three of
titanium/uranium/gold in any mix or 1 neutronium. Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, fate, game, me, offered

KEY = "b210"


def test_an_engineer_only() -> None:
    assert_workers(KEY, "engineer", goods={"W": 3})


def test_not_offered_without_three_water() -> None:
    assert not offered(game(KEY, goods={"W": 2, "T": 3}), KEY)


def test_three_water_for_a_neutronium() -> None:
    s = game(KEY, goods={"W": 4}).place(KEY, "engineer")
    assert s.choices() == [[["TUG", 3]], [["N", 1]]]
    s.choose([["N", 1]])
    p = me(s)
    assert (p.goods["W"], p.goods["N"], p.goods["T"]) == (1, 1, 0)


def test_three_water_for_three_resources_of_any_mix() -> None:
    s = game(KEY, goods={"W": 3}).place(KEY, "genius", "engineer")
    s.choose([["TUG", 3]], "T", "G", "G")
    p = me(s)
    assert (p.goods["W"], p.goods["N"], p.goods["T"], p.goods["U"], p.goods["G"]) == (0, 0, 1, 0, 2)


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, goods={"W": 3}).place(KEY, "engineer").choose([["N", 1]])
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
