"""The conformance harness (`epocha.conformance`) on Revive: random games checked for leaks,
conservation, replay, clones, undo, saves and bad input — every step with 1, 2 and 4 players,
sampled steps with 3, alone with the other reading of the solo end, and with the other
sand-tile reading."""

from __future__ import annotations

import pytest

from epocha.conformance import run
from epocha.games.revive.manifest import MANIFEST


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_step(players: int) -> None:
    counts = run(MANIFEST, players, {}, games=1, every_step=True, cpu_budget=30)
    assert counts.games == 1


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
