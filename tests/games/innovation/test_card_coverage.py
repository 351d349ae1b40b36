"""Every card's rules are registered as the card table says, with texts in English and Czech.
(That every card has a test that fails without the card: tests/conformance/test_card_gate.py.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from epocha.games.innovation.catalog import CARDS
from epocha.games.innovation.effects import REGISTRY

CARD_TESTS = Path(__file__).parent / "cards"


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


@pytest.mark.parametrize("name", sorted(CARDS))
def test_card_rules_match_the_table(name):
    assert name in REGISTRY, f"{name} has no rules module"
    card = REGISTRY[name]
    kinds = tuple(e.kind for e in card.effects("1e"))
    assert kinds == CARDS[name].effect_kinds
    for edition in ("1e", "3e"):
        for effect in card.effects(edition):
            assert effect.text and effect.text_cs, f"{name}: every effect needs an English and a Czech text"
