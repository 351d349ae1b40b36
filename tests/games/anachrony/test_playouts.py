"""Random playouts: every game ends, by the rules' own end, and its invariants hold at every
step (goods never negative, six exosuits per player, workers where they belong)."""

from __future__ import annotations

import random

import pytest

import epocha
from epocha.games.anachrony.conformance import CONFORMANCE
from epocha.games.anachrony.state import AnachronyState


def check(s: AnachronyState) -> None:
    """The game's invariants (the conformance harness's: goods never negative, six exosuits and
    nine warp tiles a player, the Chronobot's six and eight, Path markers within bounds)."""
    CONFORMANCE.check_state(s)


def play(players: int, seed: int, side: str, **options: object) -> epocha.Game:
    g = epocha.new_game("anachrony", players=players, seed=seed, options={"side": side, **options})
    pick = random.Random(seed)
    steps = 0
    while not g.is_over:
        seat = g.active_players[0]
        actions = g.legal_actions(seat)
        busy = [a for a in actions if a["type"] != "pass"]
        g.apply(seat, pick.choice(busy if busy and pick.random() < 0.9 else actions))
        check(g.state)  # type: ignore[arg-type]
        steps += 1
        assert steps < 3000
    return g


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_random_games_end_by_the_rules(players: int, seed: int) -> None:
    g = play(players, seed, "AB"[seed % 2])
    result = g.result
    assert result is not None and result["reason"] in ("era_7", "capital_collapsed")
    assert len(result["scores"]) == players and result["winners"]


def test_a_seed_replays_the_same_game() -> None:
    a, b = play(3, 11, "B"), play(3, 11, "B")
    assert a.history == b.history and a.result == b.result


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("seed", range(3))
def test_random_games_with_doomsday_end_by_the_rules(players: int, seed: int) -> None:
    g = play(players, seed, "AB"[seed % 2], doomsday=True, planned_experiments=seed == 1)
    assert g.result["reason"] in ("era_7", "capital_collapsed", "earth_saved")
    assert len(g.state.endgame) == 5


@pytest.mark.parametrize("level", ["beginner", "normal", "expert"])
@pytest.mark.parametrize("seed", range(2))
def test_solo_games_against_the_chronobot_end_with_a_measured_result(level: str, seed: int) -> None:
    g = play(1, seed, "AB"[seed % 2], chronobot=level, doomsday=seed == 1)
    result = g.result
    assert result["measure"]["kind"] == "opponent" and len(result["scores"]) == 1
    assert result["winners"] in ([], [0])
    assert (result["winners"] == [0]) == (result["scores"][0] > result["measure"]["value"]) or (
        result["scores"][0] == result["measure"]["value"]
    )


VARIANTS = [
    "alternative_timeline",
    "choose_starting_assets",
    "choose_endgame_conditions",
    "no_paradox_dice",
    "simultaneous_power_up",
]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_each_variant_end_by_the_rules(variant: str, players: int) -> None:
    g = play(players, players, "AB"[players % 2], **{variant: True})
    assert g.result["reason"] in ("era_7", "capital_collapsed")
    assert len(g.state.endgame) == 5


def test_a_solo_game_with_every_variant_that_applies() -> None:
    options = {v: True for v in VARIANTS if v != "choose_endgame_conditions"}
    g = play(1, 5, "B", **options)
    assert g.result["measure"]["kind"] == "opponent"
