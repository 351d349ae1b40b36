"""Lab #407: a scientist (or a genius as one) takes one of its player's warp tiles back from
any timeline tile, the present's included; that is no time travel (no track step). Tired."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, fate, game, me, offered

KEY = "b407"
TIMELINE = {"timeline": [{"warps": [[0, 5], [1, 5]]}, {"warps": [[0, 8]]}, {"warps": [[0, 2]]}]}


def test_a_scientist_only() -> None:
    assert_workers(KEY, "scientist", era=3, position=TIMELINE)


def test_not_offered_without_an_own_warp_tile_out() -> None:
    assert not offered(game(KEY, era=3, position={"timeline": [{"warps": [[1, 5]]}]}), KEY)


def test_takes_back_a_tile_of_any_era_without_a_track_step() -> None:
    s = game(KEY, era=3, goods={"U": 1}, position=TIMELINE).place(KEY, "scientist")
    assert s.choices() == [[1, 5], [2, 8], [3, 2]]
    s.choose([3, 2])
    p = me(s)
    assert (p.time_travel, p.goods["U"], p.focus) == (0, 1, 3)
    assert 2 in p.warps and s.state.tile(3)["warps"] == []


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=3, position=TIMELINE).place(KEY, "genius", "scientist").choose([1, 5])
    assert s.state.tile(1)["warps"] == [[1, 5]]
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
