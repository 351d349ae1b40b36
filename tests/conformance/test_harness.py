"""The conformance harness on every registered game (OpenSpiel's random simulation test): a
game gets these tests by being registered. The counts each series reached are printed at the
end of the run."""

from __future__ import annotations

import pytest

from epocha.conformance import run
from epocha.conformance.playouts import long_run
from epocha.engine.registry import get_manifest

from .cases import case_id, cases, cpu_budget, with_test_games

CASES = cases()
EVERY_STEP_GAMES = 24
SAMPLED_GAMES = 500


@pytest.fixture(autouse=True)
def _test_games():
    with with_test_games():
        yield


def _series(case, record_property, *, every_step: bool) -> None:
    name, players, options = case
    counts = run(
        get_manifest(name),
        players,
        options,
        games=(EVERY_STEP_GAMES if every_step else SAMPLED_GAMES) * long_run(),
        every_step=every_step,
        cpu_budget=cpu_budget() * long_run(),
        first_seed=0 if every_step else 10_000,
    )
    kind = "every step" if every_step else "sampled"
    record_property("conformance", f"{case_id(case)} {kind}: {counts.line()}")


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_every_step(case, record_property):
    _series(case, record_property, every_step=True)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_sampled_steps(case, record_property):
    _series(case, record_property, every_step=False)


def test_every_registered_game_is_played():
    assert {name for name, _, _ in CASES} >= {"dicecards", "innovation", "tta"}
