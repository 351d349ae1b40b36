"""The conformance harness (`epocha.conformance`) on Revive: random games checked for leaks,
conservation, replay, clones, undo, saves and bad input — sampled steps with 3 players, alone
with the other reading of the solo end, with the other sand-tile reading, and with the
variants. Every step of a game at each player count, with each option set of the game's
conformance spec, is checked by the harness on every registered game
(tests/conformance/test_harness.py), which plays that game (seed 0) here too."""

from __future__ import annotations

import pytest

from epocha.conformance import run
from epocha.games.revive.manifest import MANIFEST


@pytest.mark.parametrize(
    ("players", "options"), [(3, {}), (2, {"sand_point": "owner"}), (1, {"solo_end": "actions"})]
)
def test_sampled_steps(players: int, options: dict) -> None:
    counts = run(MANIFEST, players, options, games=3, every_step=False, cpu_budget=10)
    assert counts.games >= 1


def test_sampled_steps_with_the_variants() -> None:
    options = {"longer": True, "artifact_choice": True, "tribe_choice": True}
    for players in (2, 4):
        counts = run(MANIFEST, players, options, games=2, every_step=False, cpu_budget=10)
        assert counts.games >= 1
