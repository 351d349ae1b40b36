"""Every card has its own test module that runs the card's dogma from a position and
asserts what changed; and every card's rules are registered as the card table says."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from epocha.games.innovation.catalog import CARDS
from epocha.games.innovation.effects import REGISTRY

CARD_TESTS = Path(__file__).parent / "cards"


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def _dogma_tests(tree: ast.AST, name: str) -> list[str]:
    """Test functions that call `.dogma(name)` and assert something."""
    found = []
    for fn in ast.walk(tree):
        if not (isinstance(fn, ast.FunctionDef) and fn.name.startswith("test")):
            continue
        calls = any(
            isinstance(n, ast.Call)
            and isinstance(n.func, ast.Attribute)
            and n.func.attr == "dogma"
            and n.args
            and isinstance(n.args[0], ast.Constant)
            and n.args[0].value == name
            for n in ast.walk(fn)
        )
        asserts = any(isinstance(n, ast.Assert) for n in ast.walk(fn))
        if calls and asserts:
            found.append(fn.name)
    return found


@pytest.mark.parametrize("name", sorted(CARDS))
def test_card_has_a_dogma_test(name):
    path = CARD_TESTS / f"test_{slug(name)}.py"
    assert path.exists(), f"{name} has no test module {path.name}"
    tests = _dogma_tests(ast.parse(path.read_text("utf-8")), name)
    assert tests, f"{path.name} has no test that runs {name}'s dogma and asserts a result"


@pytest.mark.parametrize("name", sorted(CARDS))
def test_card_rules_match_the_table(name):
    assert name in REGISTRY, f"{name} has no rules module"
    card = REGISTRY[name]
    kinds = tuple(e.kind for e in card.effects("1e"))
    assert kinds == CARDS[name].effect_kinds
    for edition in ("1e", "3e"):
        for effect in card.effects(edition):
            assert effect.text and effect.text_cs, f"{name}: every effect needs an English and a Czech text"
