"""What a bot is: an ordinary client that picks one of its seat's legal actions.

A bot is never given the game: it is given `game.for_seat(seat)`, a `SeatGame` that holds
only what its seat may know — `view()`, `legal_actions()` (or `actions()`, the same without
their words), `decision()` — and, to look ahead, `determinized(rng)`: detached copies in which
everything hidden from the seat is dealt again from the bot's generator. The true state, the
log, the seed are not in it to read, so a bot cannot peek even by mistake.

Concessions: a game lists the action types that give the game up in
`Rules.concession_types` (e.g. `resign`; many games have none). They stay legal, but
a bot that picks among legal actions blindly — the random bot, and the random playouts of
search bots — must not treat them as one move among twenty: random games would mostly end
by resignation and say nothing about the game. `playable_actions` leaves them out unless
nothing else is legal; a bot that resigns on purpose decides so itself.
"""

from __future__ import annotations

from typing import Protocol

from epocha.engine import Game, Rng, SeatGame


class Bot(Protocol):
    name: str

    def choose(self, me: SeatGame) -> dict:
        """One of the seat's legal actions (`me.actions()`, or of `me.legal_actions()`)."""
        ...


def playable_actions(game: Game | SeatGame, seat: int | None = None) -> list[dict]:
    """A seat's legal actions without the game's concessions, unless only those are legal
    (as the rules give them: labels are not put into words while bots search): the bot's own
    (`game` a `SeatGame`) or, in a copy it searches, `seat`'s."""
    actions = game.actions() if isinstance(game, SeatGame) else game.actions(seat)  # type: ignore[arg-type]
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

    def choose(self, me: SeatGame) -> dict:
        actions = playable_actions(me)
        return actions[self.rng.below(len(actions))]
