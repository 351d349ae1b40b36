"""Greedy one-step lookahead: try each legal action on resampled copies of the game, play on
with random choices until the action is resolved (or it is this seat's turn to choose again),
and keep the action whose outcome the game's heuristic rates best."""

from __future__ import annotations

from epocha.engine import Game, Rng


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int = 0, samples: int = 2, horizon: int = 40) -> None:
        self.rng = Rng(seed)
        self.samples = samples
        self.horizon = horizon

    def choose(self, game: Game, seat: int) -> dict:
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        worlds = [game.determinized(seat, self.rng) for _ in range(self.samples)]
        best, best_value = [], float("-inf")
        for action in actions:
            value = sum(self._outcome(world, seat, action) for world in worlds) / len(worlds)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return best[self.rng.below(len(best))]

    def _outcome(self, world: Game, seat: int, action: dict) -> float:
        """Apply `action`, finish it with random choices, and rate the result."""
        g = world.clone()
        g.apply(seat, action)
        for _ in range(self.horizon):
            if g.is_over or _between_actions(g):
                break
            p = g.active_players[0]
            options = g.legal_actions(p)
            g.apply(p, options[self.rng.below(len(options))])
        return g.rules.evaluate(g.state, seat)


def _between_actions(g: Game) -> bool:
    """A turn-level action is being chosen: the previous action is fully resolved."""
    return any(d.kind == "turn" for d in g.decisions().values())
