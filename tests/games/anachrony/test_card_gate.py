"""The "every card has a test" gate on Anachrony: every building, superproject, leader,
Collapsing Capital tile, experiment and endgame card has its own test module, and with the
component silenced at least one of its tests fails."""

from __future__ import annotations

from pathlib import Path

from epocha.conformance.card_gate import run_gate
from epocha.games.anachrony.conformance import CONFORMANCE

ROOT = Path(__file__).resolve().parents[3]


def test_every_component_has_a_test_that_fails_without_it() -> None:
    result = run_gate(CONFORMANCE, ROOT)
    assert not result.missing, f"components without a test module: {result.missing}"
    assert not result.unguarded, f"components whose tests pass when it does nothing: {result.unguarded}"
    assert set(result.ran) == set(CONFORMANCE.cards())
