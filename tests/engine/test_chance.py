"""The chance API: every registered game meets chance only through `epocha.engine.chance`
(a rule that calls the generator directly fails here), and its outcomes are the seeded
generator's, so saved games replay exactly."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import epocha
from epocha.bots.base import playable_actions
from epocha.engine import chance
from epocha.engine.chance import GuardedRng
from epocha.engine.registry import get_rules
from epocha.engine.rng import Rng

PLUGIN = Path(__file__).resolve().parents[1] / "plugin_game"


class Holder:
    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)


def test_outcomes_are_the_seeded_generators():
    a, b = Holder(7), Rng(7)
    deck = list(range(20))
    chance.shuffle(a, deck)
    expected = list(range(20))
    b.shuffle(expected)
    assert deck == expected
    assert chance.roll(a, 6) == b.below(6) + 1
    assert chance.draw(a, ["x", "y", "z"]) == ["x", "y", "z"][b.below(3)]


def test_a_die_is_fair_and_in_range():
    h = Holder(3)
    rolls = [chance.roll(h, 6) for _ in range(6000)]
    assert set(rolls) == {1, 2, 3, 4, 5, 6}
    assert all(800 < rolls.count(face) < 1200 for face in range(1, 7))


def test_a_guarded_generator_refuses_direct_calls_and_survives_copies():
    h = Holder(1)
    h.rng = GuardedRng.wrapping(h.rng)
    with pytest.raises(AssertionError, match="directly"):
        h.rng.below(6)
    with pytest.raises(AssertionError, match="directly"):
        h.rng.copy().shuffle([1, 2, 3])
    assert 1 <= chance.roll(h) <= 6


def _games() -> list[tuple[str, int]]:
    return [
        (name, n)
        for name in epocha.games()
        for n in sorted({get_rules(name).min_players, 3})
        if n <= get_rules(name).max_players
    ]


@pytest.fixture
def guarded(monkeypatch):
    """Every epocha generator refuses to work outside the chance API (the test picks its
    moves with Python's own `random`, so the game's generator is the only one in play)."""
    monkeypatch.syspath_prepend(str(PLUGIN))  # the test game too
    with chance.guarded():
        yield


def test_no_game_calls_its_generator_directly(guarded):
    for name, players in _games():
        for seed in range(3):
            pick = random.Random(seed)
            g = epocha.new_game(name, players=players, seed=seed)
            for _ in range(400):
                if g.is_over:
                    break
                seat = g.active_players[0]
                g.apply(seat, pick.choice(playable_actions(g, seat)))
    assert "dicecards" in {name for name, _ in _games()}
