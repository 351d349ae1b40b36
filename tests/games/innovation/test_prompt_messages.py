"""Every prompt of Innovation is a typed message (epocha.engine.message): well formed, rendered
in English with every placeholder filled, translated by the Czech catalog, and caused by the
card whose effect asks it.

The prompts are met in seeded random games (two to four players, random legal actions) and in
random late-game positions that put every card on top of a board, so that most cards' own
prompts are asked; every template the rules can ask is also checked against the catalog."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file

import epocha
from epocha.engine import Game, Rng
from epocha.engine.message import card_cause, check, rule_cause
from epocha.engine.registry import get_manifest
from epocha.engine.translation import message_key
from epocha.games.innovation.catalog import CARDS
from epocha.games.innovation.scenario import Scenario
from epocha.web.catalogs import PYTHON_KEYWORDS

from .invariants import late_position

MANIFEST = get_manifest("innovation")
PACKAGE = Path(epocha.__file__).resolve().parent / "games" / "innovation"
# the modules that word prompts
PROMPT_SOURCES = sorted((PACKAGE / "cards").glob("*.py")) + [
    PACKAGE / name for name in ("turn.py", "dogma.py", "effects.py", "choices.py")
]
MAX_STEPS = 400
EFFECT_STEPS = 12  # enough for a card's effect to ask what it asks


def _walk(g: Game, pick: random.Random, out: list[tuple[dict, dict]], steps: int) -> None:
    while not g.is_over and steps > 0:
        for decision in g.decisions().values():
            out.append((decision.prompt, decision.context))
        seat = pick.choice(g.active_players)
        g.apply(seat, pick.choice(g.actions(seat)))
        steps -= 1


def _prompts() -> list[tuple[dict, dict]]:
    """(prompt, context) of every pending decision met: in a few whole games (the conformance
    harness plays many more), and in the effect of every card, featured in a late position."""
    out: list[tuple[dict, dict]] = []
    for seed in range(3):
        players = 2 + seed % 3
        edition = "3e" if seed == 2 else "1e"
        g = epocha.new_game("innovation", players, seed, {"edition": edition})
        _walk(g, random.Random(seed), out, MAX_STEPS)
    for i, featured in enumerate(sorted(CARDS)):
        players = 2 + i % 3
        position = late_position(Rng(i), players, featured)
        g = epocha.from_position("innovation", position, seed=i, options={"edition": "1e" if i % 2 else "3e"})
        g.apply(0, {"type": "dogma", "card": featured})
        _walk(g, random.Random(i), out, EFFECT_STEPS)
    return out


@pytest.fixture(scope="module")
def prompts() -> list[tuple[dict, dict]]:
    return _prompts()


def test_every_prompt_is_a_message_that_renders_in_english(prompts):
    english = MANIFEST.renderer("en", ["Ann", "Ben", "Cid", "Dee"])
    assert len({p["text"] for p, _ in prompts}) > 40, "the games asked too few kinds of prompt"
    for prompt, context in prompts:
        check(prompt)
        text = english(prompt)
        assert "{" not in text and "}" not in text, (prompt, text)
        assert "seat " not in text, text
        assert "card(s)" not in text, text
        card = (context or {}).get("card")
        if card:
            assert prompt.get("cause") == card_cause(card), prompt
        else:  # the turn's and the first meld's prompts: their rules sections
            assert prompt.get("cause") in (rule_cause("turn.actions"), rule_cause("setup.meld")), prompt


def test_every_prompt_met_has_a_czech_translation(prompts):
    czech = MANIFEST.renderer("cs", ["Ann", "Ben", "Cid", "Dee"])
    for prompt, _ in prompts:
        text = czech(prompt)
        assert "{" not in text, (prompt, text)
    assert czech.missing == set()


def _templates() -> list[tuple[str | None, str | tuple[str, str]]]:
    found = {}
    for path in PROMPT_SOURCES:
        for _line, message, _, context in extract_from_file("python", str(path), keywords=PYTHON_KEYWORDS):
            found[message_key(message, context)] = (context, message)
    return list(found.values())


def test_every_prompt_template_has_a_czech_translation():
    templates = _templates()
    assert len(templates) > 90
    table = {k: v for t in MANIFEST.tables("cs") for k, v in t.messages.items()}
    missing = []
    for context, message in templates:
        key = message_key(message, context)
        plural = isinstance(message, tuple)
        if plural != isinstance(table.get(key), list) or key not in table:
            missing.append(key.replace("\x04", "|"))
    assert missing == []


# -- concrete prompts ----------------------------------------------------------------------------


def _archery() -> Scenario:
    s = Scenario(
        players=[{"board": {"red": ["Archery"]}}, {"hand": ["Calendar", "Mathematics"]}],
        decks={1: ["Sailing"]},
    )
    s.dogma("Archery")
    return s


def test_a_demand_names_the_demanding_player():
    prompt = _archery().decision(1).prompt
    assert prompt["text"] == "Transfer your highest card to {demander}'s hand"
    assert prompt["args"] == {"demander": {"seat": 0}}
    assert prompt["cause"] == card_cause("Archery")
    assert MANIFEST.renderer("en", ["Ann", "Ben"])(prompt) == "Transfer your highest card to Ann's hand"
    assert MANIFEST.renderer("en")(prompt) == "Transfer your highest card to Player 1's hand"
    # what an old release showed ("seat 0"), with the seats named so
    old = MANIFEST.renderer("en", ["seat 0", "seat 1"])
    assert old(prompt) == "Transfer your highest card to seat 0's hand"


def test_the_actions_left_are_counted():
    g = epocha.new_game("innovation", 2, 3)
    for seat in (0, 1):
        g.apply(seat, g.legal_actions(seat)[0])
    first = g.active_players[0]
    english = MANIFEST.renderer("en")
    assert english(g.view(first)["prompt"]) == "Choose an action (1 action left)"
    g.apply(first, {"type": "draw"})
    assert english(g.view(1 - first)["prompt"]) == "Choose an action (2 actions left)"
    assert g.view(1 - first)["prompt"]["cause"] == rule_cause("turn.actions")


def test_a_colour_and_a_direction_are_terms():
    english = MANIFEST.renderer("en")
    s = Scenario(players=[{"board": {"blue": ["Publications", "Tools", "Writing"], "red": ["Oars"]}}, {}])
    s.dogma("Publications")
    assert english(s.decision().prompt) == "You may rearrange the cards of one colour"
    s.choose("blue")
    prompt = s.decision().prompt
    assert prompt["args"]["color"] == {"term": "blue", "kind": "color", "form": "adjective"}
    assert english(prompt) == "Pick your blue cards in their new order, top card first"
    assert prompt["cause"] == card_cause("Publications")
    s.choose("Writing", "Publications")
    prompt = s.decision().prompt
    assert prompt["args"]["direction"] == {"term": "up", "kind": "splay"}
    assert english(prompt) == "Splay which colour up? (you may pass)"
    assert prompt["cause"] == card_cause("Publications")


def test_the_order_of_returned_cards_is_asked_with_nested_parts():
    s = Scenario(
        players=[
            {"board": {"green": ["Mass Media"]}, "hand": ["Oars"], "score": ["Optics", "Banking"]},
            {"score": ["Translation", "Tools"]},
        ],
        decks={1: [], 3: []},
    )
    s.dogma("Mass Media")
    s.choose("Oars")
    assert MANIFEST.renderer("en")(s.decision().prompt) == "Choose a value to return from every score pile"
    s.choose(3)
    prompt = s.decision().prompt
    assert prompt["args"]["verb"]["message"] == {"text": "return", "args": {}, "context": "prompt-part"}
    assert MANIFEST.renderer("en")(prompt) == (
        "Choose the next card to return (the last one ends at the bottom of its supply pile)"
    )
    assert prompt["cause"] == card_cause("Mass Media")


def test_counts_are_plural_messages():
    s = Scenario(players=[{"board": {"green": ["Databases"]}}, {"score": ["Agriculture", "Oars", "Tools"]}])
    s.dogma("Databases")
    prompt = s.decision(1).prompt
    assert prompt["count"] == "n" and prompt["args"]["n"] == {"number": 2}
    assert MANIFEST.renderer("en")(prompt) == "Choose 2 cards of your score pile to return"


def test_czech_names_the_player():
    czech = MANIFEST.renderer("cs", ["Ann", "Ben"])
    assert czech(_archery().decision(1).prompt) == "Přesuň svou nejvyšší kartu do ruky hráče Ann"
    assert czech.missing == set()
