"""Factory #213: an engineer (or a genius as one) pays two of titanium/uranium/gold in any mix
for 2 energy cores. Tired after."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, fate, game, me, offered

KEY = "b213"


def test_an_engineer_only() -> None:
    assert_workers(KEY, "engineer", goods={"T": 2})


def test_not_offered_with_one_resource_only() -> None:
    assert not offered(game(KEY, goods={"G": 1, "N": 1, "W": 5}), KEY)


def test_two_resources_of_the_players_choice_for_two_cores() -> None:
    s = game(KEY, goods={"T": 1, "U": 1, "G": 1}).place(KEY, "engineer")
    assert s.choices() == [[["G", 1], ["T", 1]], [["G", 1], ["U", 1]], [["T", 1], ["U", 1]]]
    s.choose([["G", 1], ["U", 1]])
    p = me(s)
    assert (p.goods["T"], p.goods["U"], p.goods["G"], p.goods["E"]) == (1, 0, 0, 2)


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, goods={"U": 2}).place(KEY, "genius", "engineer")
    assert me(s).goods == {"W": 0, "E": 2, "N": 0, "G": 0, "U": 0, "T": 0}
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
