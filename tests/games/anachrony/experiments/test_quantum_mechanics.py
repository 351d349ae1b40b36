"""Quantum Mechanics (level 1): a player owning both a lab and a factory may claim
it under its Focus for 2 water, scoring 2 VP."""

from __future__ import annotations

from tests.games.anachrony.experiments import (
    FACTORY,
    LAB,
    assert_claimed,
    assert_only_at_focus,
    claim,
    game,
    me,
    offered,
)

KEY = "quantum_mechanics"
BOTH = {"lab": [LAB], "factory": [FACTORY]}


def test_offered_only_with_both_building_types() -> None:
    assert offered(game(KEY, rows=BOTH, goods={"W": 2}))
    assert not offered(game(KEY, rows={"lab": [LAB]}, goods={"W": 2}))
    assert not offered(game(KEY, rows={"factory": [FACTORY]}, goods={"W": 2}))
    assert_only_at_focus(KEY, rows=BOTH, goods={"W": 2})


def test_not_offered_with_1_water() -> None:
    assert not offered(game(KEY, rows=BOTH, goods={"W": 1}))


def test_2_water_for_2_vp() -> None:
    s = claim(game(KEY, rows=BOTH, goods={"W": 3}))
    assert me(s).goods["W"] == 1
    assert_claimed(s, KEY, 2)
