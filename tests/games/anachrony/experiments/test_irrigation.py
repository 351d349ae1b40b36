"""Irrigation Systems (level 2): a player with at least 10 water may claim it under its Focus
for 4 water, scoring 3 VP."""

from __future__ import annotations

from tests.games.anachrony.experiments import assert_claimed, assert_only_at_focus, claim, game, me, offered

KEY = "irrigation"


def test_offered_with_10_water_not_9() -> None:
    assert offered(game(KEY, goods={"W": 10}))
    assert not offered(game(KEY, goods={"W": 9}))
    assert_only_at_focus(KEY, goods={"W": 10})


def test_4_water_for_3_vp() -> None:
    s = claim(game(KEY, goods={"W": 10}))
    assert me(s).goods["W"] == 6
    assert_claimed(s, KEY, 3)
