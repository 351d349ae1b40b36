"""The conformance harness (`epocha.conformance`) on Anachrony: random games checked for
leaks, conservation, replay, clones, undo, saves and bad input — every step with 1 and 4
players (Doomsday on, sides A and B), sampled steps with 2 and 3 (Doomsday off), and the
variants' option sets sampled. The harness on every registered game
(tests/conformance/test_harness.py) checks every step of a game (seed 0) at each player
count with the spec's option sets (none, and side B with Doomsday): those are not played
again here."""

from __future__ import annotations

import pytest

from epocha.conformance import run
from epocha.games.anachrony.manifest import MANIFEST

EVERY_STEP = [
    (1, {"doomsday": True}),
    (1, {"doomsday": True, "side": "B", "chronobot": "expert"}),
    (4, {"doomsday": True}),
]
SAMPLED = [
    (2, {}),
    (3, {"side": "B"}),
    (2, {"doomsday": True, "planned_experiments": True, "alternative_timeline": True}),
    (3, {"choose_starting_assets": True, "choose_endgame_conditions": True, "no_paradox_dice": True}),
    (4, {"simultaneous_power_up": True}),
]


@pytest.mark.parametrize(("players", "options"), EVERY_STEP)
def test_every_step(players: int, options: dict) -> None:
    counts = run(MANIFEST, players, options, games=1, every_step=True, cpu_budget=30)
    assert counts.games == 1


@pytest.mark.parametrize(("players", "options"), SAMPLED)
def test_sampled_steps(players: int, options: dict) -> None:
    counts = run(MANIFEST, players, options, games=3, every_step=False, cpu_budget=10)
    assert counts.games >= 1
