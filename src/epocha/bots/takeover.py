"""A bot plays for a seat whose player left or timed out (the web table calls this).

The bot is an ordinary client: it is given the seat's `SeatGame` (what that seat sees and
nothing more), so handing a seat to it reveals nothing, and the player can take the seat back
at any time.
"""

from __future__ import annotations

from epocha.engine import Game, IllegalAction, SeatGame

from . import make_bot

DEFAULT_LEVEL = "medium"


def takeover_move(game: Game, seat: int, level: str = DEFAULT_LEVEL, seed: int | None = None) -> dict:
    """The action the bot of `level` (a ladder level such as "easy"/"medium"/"hard", or any bot
    spec) takes for `seat` now; apply it with `game.apply(seat, action)`. The game is not
    changed. Without a `seed`, one is derived from public facts (the number of actions so
    far and the seat), so the same position gets the same answer."""
    if game.is_over:
        raise IllegalAction("the game is over")
    if seat not in game.active_players:
        raise IllegalAction(f"seat {seat} need not act now (active: {game.active_players})")
    if seed is None:
        seed = len(game.history) * 7919 + seat
    return bot_move(game.for_seat(seat), level, seed)


def bot_move(me: SeatGame, level: str, seed: int) -> dict:
    """The action the bot of `level`, seeded with `seed`, takes for the seat `me` stands for
    (what a bot worker runs: it is sent the seat object, never the game)."""
    return make_bot(level, seed=seed, game=me.name).choose(me)
