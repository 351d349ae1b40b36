"""Power plant #114: a scientist pays 1 water to time-travel with range 3 twice over: Focus
is set (or kept) and a warp tile may be repaid, two times, each repayment a track step."""

from __future__ import annotations

from . import assert_once_an_era, assert_range, assert_workers, fate, game, me, offered, warp_on

KEY = "b114"


def test_a_scientist_only() -> None:
    assert_workers(KEY, "scientist", goods={"W": 1})


def test_not_offered_without_water() -> None:
    assert not offered(game(KEY, era=3, goods={"T": 2}), KEY)


def test_range_is_three_eras() -> None:
    assert_range(KEY, "scientist", 3, goods={"W": 1})


def test_travels_twice_repaying_two_tiles() -> None:
    s = game(KEY, era=4, goods={"W": 3, "T": 1}, position={"timeline": warp_on(2, [(0, 5), (0, 3)])})
    s.place(KEY, "scientist").choose(2, 5)
    assert s.choices() == [1, 2, 3]  # the second travel
    s.choose(2, 3)
    p = me(s)
    assert (p.goods["W"], p.goods["T"], p.time_travel) == (0, 0, 2)
    assert s.state.tile(2)["warps"] == [] and {3, 5} <= set(p.warps)


def test_the_two_travels_may_go_to_different_eras() -> None:
    s = game(
        KEY,
        era=4,
        goods={"W": 1, "U": 1, "G": 1},
        position={"timeline": [{"warps": [[0, 2]]}, {"warps": [[0, 4]]}]},
    )
    s.place(KEY, "scientist").choose(1, 2, 2, 4)
    p = me(s)
    assert (p.focus, p.goods["U"], p.goods["G"], p.time_travel) == (2, 0, 0, 2)


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=2, goods={"W": 1}).place(KEY, "scientist")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
