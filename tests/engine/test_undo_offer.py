"""Undo says what it takes back: "Undo: your answer to Anatomy" for an answer a card asked
for, "Undo: <the action's label>" for anything else — also in a game restored from a snapshot,
which has to work out the question it no longer holds."""

from __future__ import annotations

import pickle
import random

import pytest

import epocha
from epocha.engine import Game
from epocha.engine.game import english
from epocha.engine.registry import get_rules
from tests.e2e.promptlab import PromptLab

GAMES = [("innovation", 2, 1), ("innovation", 3, 2), ("tta", 2, 3)]


def _offers(name: str, players: int, seed: int, steps: int = 300):
    """(game, seat, the question answered, the answer's label) after every action that can be
    undone, in a random game."""
    g = epocha.new_game(name, players, seed)
    pick = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            return
        seat = pick.choice(g.active_players)
        decision = g.decision(seat)
        i = pick.randrange(len(decision.actions))
        if decision.actions[i]["type"] == "resign":
            continue
        g.apply(seat, decision.actions[i])
        if g.can_undo(seat):
            yield g, seat, decision.prompt, decision.label(i)


@pytest.mark.parametrize(("name", "players", "seed"), GAMES)
def test_undo_names_the_card_that_asked_or_the_action_taken(name, players, seed):
    words = english(get_rules(name))
    by_card = plain = 0
    for g, seat, prompt, label in _offers(name, players, seed):
        offer = words(g.undo_offer(seat))
        card = (prompt.get("cause") or {}).get("card")
        if card is not None:
            by_card += 1
            assert offer == f"Undo: your answer to {words({'text': '{c}', 'args': {'c': _card(card)}})}"
        else:
            plain += 1
            assert offer == f"Undo: {words(label)}"
        assert g.view(seat)["undo"] == g.undo_offer(seat)
    assert plain > 0
    if name == "innovation":
        assert by_card > 0  # cards ask questions in every Innovation game this long


def test_a_restored_game_works_out_what_undo_takes_back():
    checked = 0
    for g, seat, _prompt, _label in _offers("innovation", 2, 5):
        checked += 1
        entries = g.history_entries()
        restored = Game.restore(g.rules, g.origin, entries, g.state.to_dict())
        assert restored.undo_offer(seat) == g.undo_offer(seat)
        assert restored._answered is not None  # worked out once, then kept
    assert checked > 10


def test_nothing_to_undo_offers_nothing():
    g = epocha.new_game("innovation", 2, 1)
    assert all(g.undo_offer(seat) is None for seat in range(2))
    assert g.view(0)["undo"] is None and g.view(None)["undo"] is None


def _card(name: str) -> dict:
    return {"term": name, "kind": "card"}


def test_a_pickled_game_leaves_its_caches_behind_and_works_them_out_again():
    g, seat, _prompt, _label = next(_offers("innovation", 2, 5))
    g.view(seat)  # words and decisions cached
    copy = pickle.loads(pickle.dumps(g))
    assert copy._answered is None and copy._pending is None and copy._messages == {}
    assert copy == g and copy.undo_offer(seat) == g.undo_offer(seat)
    assert copy.view(seat) == g.view(seat)


def test_an_action_labelled_in_plain_words_is_undone_as_such():
    """A plugin may label its actions in plain words (no message to put in a sentence)."""
    g = Game.new(PromptLab(), 2, 1, None)
    seat = g.active_players[0]
    g.apply(seat, g.actions(seat)[1])
    assert g.undo_offer(seat) == {"text": "Undo", "args": {}}
