"""What a bot is: an ordinary client that picks one of its seat's legal actions.

A bot is given the game, but may use only what its seat may know: `game.view(seat)` and
`game.legal_actions(seat)`, and, to look ahead, `game.determinized(seat, rng)` copies in which
everything hidden from the seat is resampled. It never reads `game.state` or `game.log`.
"""

from __future__ import annotations

from typing import Protocol

from epocha.engine import Game, Rng


class Bot(Protocol):
    name: str

    def choose(self, game: Game, seat: int) -> dict:
        """One of `game.legal_actions(seat)`."""
        ...


class RandomBot:
    """Uniformly random legal actions (the baseline)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, game: Game, seat: int) -> dict:
        actions = game.legal_actions(seat)
        return actions[self.rng.below(len(actions))]
