"""A bot that cheats, for the tests that show the honesty tests can fail."""

from __future__ import annotations

from epocha.bots import GreedyBot
from epocha.engine import Game, SeatGame


class PeekingBot(GreedyBot):
    """Greedy, but it searches copies of the real game it was handed, not of its seat's world."""

    def __init__(self, truth: Game, seed: int) -> None:
        super().__init__(seed=seed)
        self.truth = truth  # handed the real game: the seat object alone has no truth

    def choose(self, me: SeatGame) -> dict:
        me.determinized = lambda rng: self.truth.clone()  # type: ignore[method-assign]
        return super().choose(me)
