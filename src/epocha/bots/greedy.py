"""Greedy one-step lookahead: try each legal action on resampled copies of the game, play on
with random choices until the action is resolved (or it is this seat's turn to choose again),
and keep the action whose outcome the game's heuristic rates best.

Greedy play is nearly deterministic, and two greedy bots can answer each other forever (one
scores a card and the other takes it back with a demand, turn after turn; docs/research.md has
the case seen). So the bot remembers the positions it has decided in (a digest of its own
view, turn counters left out) and the actions it took there: back in a position it has seen,
an action it already took there k times loses `repeat_penalty` * k * k, so the bot soon
tries something else and the cycle breaks. The memory holds only what the seat saw: never hidden
state."""

from __future__ import annotations

from epocha.engine import Game, Rng, SeatGame

from .base import playable_actions
from .repetition import RepetitionMemory, action_key


class GreedyBot:
    name = "greedy"

    def __init__(
        self,
        seed: int = 0,
        samples: int = 2,
        horizon: int = 40,
        repeat_penalty: float = 8.0,
        avoid: str = "",
    ) -> None:
        self.rng = Rng(seed)
        self.samples = samples
        self.horizon = horizon
        self.repeat_penalty = repeat_penalty
        # action types it never takes while another is legal ("greedy:avoid=war+pact"): to
        # measure what a part of a game is worth to it
        self.avoid = frozenset(filter(None, avoid.split("+")))
        self.memory = RepetitionMemory()

    def choose(self, me: SeatGame) -> dict:
        seat = me.seat
        actions = playable_actions(me)
        if self.avoid:
            actions = [a for a in actions if a["type"] not in self.avoid] or actions
        if len(actions) == 1:
            return actions[0]
        keys = [action_key(a) for a in actions]
        position = self.memory.position(me, keys)
        worlds = [me.determinized(self.rng) for _ in range(self.samples)]
        best, best_value = [], float("-inf")
        for i, action in enumerate(actions):
            value = sum(self._outcome(world, seat, action) for world in worlds) / len(worlds)
            taken = self.memory.taken(position, keys[i])
            if taken:
                value -= self.repeat_penalty * taken * taken
            if value > best_value + 1e-9:
                best, best_value = [i], value
            elif abs(value - best_value) <= 1e-9:
                best.append(i)
        i = best[self.rng.below(len(best))]
        self.memory.record(position, keys[i])
        return actions[i]

    def _outcome(self, world: Game, seat: int, action: dict) -> float:
        """Apply `action`, finish it with random choices, and rate the result."""
        g = world.clone()
        g.apply(seat, action)
        for _ in range(self.horizon):
            if g.is_over or _between_actions(g):
                break
            p = g.active_players[0]
            options = playable_actions(g, p)
            g.apply(p, options[self.rng.below(len(options))])
        return g.rules.evaluate(g.state, seat)


def _between_actions(g: Game) -> bool:
    """A turn-level action is being chosen: the previous action is fully resolved."""
    return any(d.kind == "turn" for d in g.decisions().values())
