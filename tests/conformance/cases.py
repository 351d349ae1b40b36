"""The games the harness plays: every registered game, the test suite's own plugin game
included, at each player count and each option set its conformance spec names."""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from pathlib import Path

import epocha
from epocha.engine import IllegalAction
from epocha.engine.registry import get_manifest

PLUGIN = Path(__file__).resolve().parents[1] / "plugin_game"


@contextmanager
def with_test_games():
    """The test suite's plugin game is registered while inside."""
    sys.path.insert(0, str(PLUGIN))
    try:
        yield
    finally:
        sys.path.remove(str(PLUGIN))


def cases() -> list[tuple[str, int, dict]]:
    out = []
    with with_test_games():
        for name in epocha.games():
            manifest = get_manifest(name)
            rules = manifest.loaded_rules
            for options in manifest.conformance_spec.option_sets:
                for players in range(manifest.min_players, manifest.max_players + 1):
                    try:
                        normal = rules.normalize_options(options, players)
                    except IllegalAction:
                        continue  # the option set does not exist at this player count
                    out.append((name, players, normal))
    return out


def case_id(case: tuple[str, int, dict]) -> str:
    name, players, options = case
    shown = ",".join(f"{k}={v}" for k, v in sorted(options.items()))
    return f"{name}-{players}p" + (f"-{shown}" if shown else "")


def cpu_budget() -> float:
    """CPU seconds for each series of games (`EPOCHA_CONFORMANCE_CPU`), times `long_run()`."""
    return float(os.environ.get("EPOCHA_CONFORMANCE_CPU", "1.5"))
