"""Austerity Measures (level 2): a player whose morale is not negative (the marker's space is
worth 0 VP or more) may claim it under its Focus by moving its morale one step down, for 3 VP."""

from __future__ import annotations

from tests.games.anachrony.experiments import assert_claimed, assert_only_at_focus, claim, game, me, offered

KEY = "austerity"


def test_offered_at_0_morale_vp_not_below() -> None:
    assert offered(game(KEY, morale=3))  # side A: -6 -4 -2 [0] 2 4 6
    assert not offered(game(KEY, morale=2))  # -2
    assert_only_at_focus(KEY, morale=3)


def test_the_condition_is_the_vp_not_the_step_on_salvation_side_b() -> None:
    # Salvation side B: -8 -6 -4 -2 [0] 2 4: step 3 is still negative
    assert not offered(game(KEY, side="B", path="salvation", morale=3))
    assert offered(game(KEY, side="B", path="salvation", morale=4))


def test_morale_one_step_down_for_3_vp() -> None:
    s = claim(game(KEY, morale=5))
    assert me(s).morale == 4
    assert_claimed(s, KEY, 3)
