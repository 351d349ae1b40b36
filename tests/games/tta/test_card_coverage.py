"""Every distinct card of the peaceful game has its rules registered, with texts in English and
Czech. (That every card has a test that fails without the card:
tests/conformance/test_card_gate.py.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import epocha.games.tta  # noqa: F401 - registers the cards
from epocha.games.tta.catalog import AGGRESSIVE, CARDS
from epocha.games.tta.rules_base import REGISTRY

CARD_TESTS = Path(__file__).parent / "cards"
PEACEFUL = sorted(k for k, c in CARDS.items() if c.type not in AGGRESSIVE)


def slug(key: str) -> str:
    age, name = key.split(":", 1)
    return re.sub(r"[^a-z0-9]+", "_", f"{age}_{name}".lower()).strip("_")


@pytest.mark.parametrize("key", PEACEFUL)
def test_card_has_rules_and_texts(key):
    assert key in REGISTRY, f"{key} has no rules"
    rules = REGISTRY[key]
    assert rules.text and rules.text_cs, f"{key} needs an English and a Czech text"
