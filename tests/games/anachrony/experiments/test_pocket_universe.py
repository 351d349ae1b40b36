"""Pocket Universe (level 2): a player with an anomaly on its board may claim it under its Focus
by taking 2 paradoxes (reaching the limit strikes another anomaly), for 3 VP."""

from __future__ import annotations

from tests.games.anachrony.experiments import assert_claimed, assert_only_at_focus, claim, game, me, offered

KEY = "pocket_universe"
ANOMALY = {"lab": ["anomaly"]}


def test_offered_with_an_anomaly_not_without() -> None:
    assert offered(game(KEY, rows=ANOMALY))
    assert not offered(game(KEY, rows={"lab": ["b401"]}))
    assert offered(game(KEY, rows={"lab": ["anomaly:b401"]}))  # one lying on a building
    assert_only_at_focus(KEY, rows=ANOMALY)


def test_2_paradoxes_for_3_vp() -> None:
    s = claim(game(KEY, rows=ANOMALY))
    assert me(s).paradox == 2 and me(s).anomalies() == 1
    assert_claimed(s, KEY, 3)


def test_the_third_paradox_strikes_an_anomaly() -> None:
    s = game(KEY, rows=ANOMALY, paradox=1)
    s.place("experiment", "scientist").choose("pass")
    s.choose(["factory", 0])
    assert me(s).paradox == 0 and me(s).anomalies() == 2 and me(s).rows["factory"][0] == "anomaly"
    assert_claimed(s, KEY, 3)


def test_progress_side_b_takes_a_fourth_paradox_to_be_struck() -> None:
    s = claim(game(KEY, side="B", path="progress", rows=ANOMALY, paradox=1))
    assert me(s).paradox == 3 and me(s).anomalies() == 1
    assert_claimed(s, KEY, 3)
