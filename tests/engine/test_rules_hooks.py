"""The engine's hooks for bots and statistics, on a toy game.

`Game.determinized` re-seeds chance and forgets the origin for every game, even one whose
resampler copies the real generator (the engine, not each game, guarantees it). Concessions
are played by the random bot only when nothing else is legal."""

from __future__ import annotations

from typing import Any, Self

import pytest

from epocha.bots import RandomBot
from epocha.bots.match import play_out
from epocha.engine import Decision, Game, Rng, Rules, State


class DeckState(State):
    """Seat 0 draws a shuffled deck of ten cards, one a turn, face down."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng
        self.deck: list[int] = []
        self.hand: list[int] = []
        self.log: list[dict] = []
        self.chance = 0
        self.result: dict | None = None

    @property
    def player_count(self) -> int:
        return 2

    def copy(self) -> Self:
        s = type(self)(self.rng.copy())
        s.deck, s.hand, s.chance, s.result = list(self.deck), list(self.hand), self.chance, self.result
        return s

    def to_dict(self) -> dict:
        return {"rng": self.rng.state, "deck": self.deck, "hand": self.hand, "result": self.result}


class DeckRules(Rules):
    name = "deck"
    title = "Deck"
    min_players = max_players = 2

    def setup(self, players: int, seed: int, options: dict) -> DeckState:
        s = DeckState(Rng(seed))
        s.deck = list(range(10))
        s.rng.shuffle(s.deck)
        return s

    concession_types = frozenset({"resign"})

    def decisions(self, state: Any) -> dict[int, Decision]:
        if state.result is not None:
            return {}
        actions = [{"type": "draw", "label": "Draw"}] if state.deck else []
        actions.append({"type": "resign", "label": "Resign"})
        return {
            0: Decision(
                seat=0, kind="turn", prompt="Draw", actions=actions, values=[a["type"] for a in actions]
            )
        }

    def apply(self, state: Any, seat: int, value: Any) -> None:
        if value == "resign":
            state.result = {"winners": [1], "scores": [0, 0], "reason": "resignation"}
            return
        state.hand.append(state.deck.pop())
        state.checkpoint()

    def view(self, state: Any, seat: int | None) -> dict:
        return {"deck": len(state.deck), "hand": state.hand if seat == 0 else len(state.hand)}

    def determinize(self, state: Any, seat: int | None, rng: Rng) -> DeckState:
        out = state.copy()  # careless: the copy keeps the real generator
        out.deck.sort()
        rng.shuffle(out.deck)
        return out


class NoRngState(DeckState):
    def __init__(self, rng: Rng) -> None:
        super().__init__(rng)
        del self.rng


def test_every_game_s_copy_is_reseeded_and_forgets_its_seed():
    rules = DeckRules()
    g1, g2 = Game.new(rules, 2, 1, None), Game.new(rules, 2, 2, None)
    for g in (g1, g2):
        g.apply(0, {"type": "draw"})
    # two real games seat 1 cannot tell apart: the same hand, the deck in another order
    g2.state.hand, g2.state.deck = list(g1.state.hand), g1.state.deck[::-1]
    w1, w2 = g1.determinized(1, Rng(7)), g2.determinized(1, Rng(7))
    assert w1 == w2  # nothing of the real seeds or generators is left
    assert w1.seed is None and w1.origin["position"] is None and w1.origin["detached"]
    assert w1.state.rng.state not in (g1.state.rng.state, Rng(1).state)


def test_a_state_without_a_generator_must_override_reseed():
    with pytest.raises(NotImplementedError, match="reseed"):
        DeckRules().reseed(NoRngState.__new__(NoRngState), Rng(1))


def test_the_random_bot_concedes_only_when_nothing_else_is_legal():
    rules = DeckRules()
    for seed in range(5):
        g = Game.new(rules, 2, seed, None)
        out = play_out(g, {0: RandomBot(seed=seed)})
        assert out.result["reason"] == "resignation" and len(g.state.hand) == 10
        assert out.length is None  # the toy does not count its length
