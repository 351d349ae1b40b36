"""Wasteland Mapping (level 2): a player with at least 3 powered-up exosuits on its board may
claim it under its Focus for 1 energy core, scoring 3 VP. The exosuit that carries the worker to
the Experiment space has left the board when the card is claimed, so it does not count."""

from __future__ import annotations

from tests.games.anachrony.experiments import assert_claimed, assert_only_at_focus, claim, game, me, offered

KEY = "wasteland_mapping"


def test_offered_with_3_exosuits_left_on_the_board() -> None:
    assert offered(game(KEY, powered=[1, 2, 3, 4], goods={"E": 1}))
    assert_only_at_focus(KEY, powered=[1, 2, 3, 4], goods={"E": 1})


def test_not_offered_when_only_2_would_be_left() -> None:
    assert not offered(game(KEY, powered=[1, 2, 3], goods={"E": 1}))


def test_not_offered_without_an_energy_core() -> None:
    assert not offered(game(KEY, powered=[1, 2, 3, 4], goods={"W": 5, "U": 1}))


def test_1_energy_core_for_3_vp() -> None:
    s = claim(game(KEY, powered=[1, 2, 3, 4], goods={"E": 2}))
    assert me(s).goods["E"] == 1 and sum(me(s).powered) == 3
    assert_claimed(s, KEY, 3)
