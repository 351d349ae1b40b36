"""Expanded Time Rifts (level 2): a player whose Time Travel marker stands on a space worth at
least 8 VP (4 successful time travels on side A) may claim it under its Focus for 1 uranium and
2 water, scoring 3 VP."""

from __future__ import annotations

from tests.games.anachrony.experiments import assert_claimed, assert_only_at_focus, claim, game, me, offered

KEY = "time_rifts"
PAY = {"U": 1, "W": 2}


def test_offered_at_8_time_travel_vp_not_6() -> None:
    assert offered(game(KEY, time_travel=4, goods=PAY))  # side A: 8 VP
    assert not offered(game(KEY, time_travel=3, goods=PAY))  # 6 VP
    assert_only_at_focus(KEY, time_travel=4, goods=PAY)


def test_it_reads_the_vp_of_the_space_on_side_b() -> None:
    # Progress side B: 0, 1, 2, 4, 8 ...: 3 travels are worth 4 VP only
    assert not offered(game(KEY, side="B", path="progress", time_travel=3, goods=PAY))
    assert offered(game(KEY, side="B", path="progress", time_travel=4, goods=PAY))


def test_not_offered_without_the_full_cost() -> None:
    assert not offered(game(KEY, time_travel=4, goods={"U": 1, "W": 1}))
    assert not offered(game(KEY, time_travel=4, goods={"G": 1, "T": 1, "W": 2}))


def test_1_uranium_and_2_water_for_3_vp() -> None:
    s = claim(game(KEY, time_travel=4, goods={"U": 2, "W": 2, "G": 1}))
    assert me(s).goods == {"W": 0, "E": 0, "N": 0, "G": 1, "U": 1, "T": 0}
    assert_claimed(s, KEY, 3)
