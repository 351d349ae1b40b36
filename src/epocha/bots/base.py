"""What a bot is: an ordinary client that picks one of its seat's legal actions.

A bot is given the game, but may use only what its seat may know: `game.view(seat)` and
`game.legal_actions(seat)` (or `game.actions(seat)`, the same without their words), and, to
look ahead, `game.determinized(seat, rng)` copies in which
everything hidden from the seat is resampled. It never reads `game.state` or `game.log`.

Concessions: a game lists the action types that give the game up in
`Rules.concession_types` (e.g. `resign`; many games have none). They stay legal, but
a bot that picks among legal actions blindly — the random bot, and the random playouts of
search bots — must not treat them as one move among twenty: random games would mostly end
by resignation and say nothing about the game. `playable_actions` leaves them out unless
nothing else is legal; a bot that resigns on purpose decides so itself.
"""

from __future__ import annotations

from typing import Protocol

from epocha.engine import Game, Rng


class Bot(Protocol):
    name: str

    def choose(self, game: Game, seat: int) -> dict:
        """One of the seat's legal actions (`game.actions(seat)`, or of `legal_actions`)."""
        ...


def playable_actions(game: Game, seat: int) -> list[dict]:
    """`seat`'s legal actions without the game's concessions, unless only those are legal
    (as the rules give them: labels are not put into words while bots search)."""
    actions = game.actions(seat)
    concessions = game.rules.concession_types
    if concessions:
        playable = [a for a in actions if a["type"] not in concessions]
        if playable:
            return playable
    return actions


class RandomBot:
    """Uniformly random legal actions (the baseline), never a concession unless it is all
    there is (see `playable_actions`)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, game: Game, seat: int) -> dict:
        actions = playable_actions(game, seat)
        return actions[self.rng.below(len(actions))]
