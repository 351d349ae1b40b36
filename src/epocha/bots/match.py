"""Playing whole games between bots (simulate, bench, arena)."""

from __future__ import annotations

from dataclasses import dataclass

from epocha.engine import Game

from .base import Bot


@dataclass
class Outcome:
    result: dict
    decisions: int
    length: int | None  # in the game's `Rules.length_unit` (None: the game does not count)


def play_out(game: Game, bots: dict[int, Bot], max_decisions: int = 200_000) -> Outcome:
    """Let `bots` (seat -> bot) play `game` to its end."""
    decisions = 0
    while not game.is_over:
        if decisions >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
        for seat in game.active_players:
            game.apply(seat, bots[seat].choose(game.for_seat(seat)))
            decisions += 1
    return Outcome(result=game.result or {}, decisions=decisions, length=game_length(game))


def game_length(game: Game) -> int | None:
    """How long `game` has run, in its rules' `length_unit` (statistics only: the bots'
    harness may read the state, the bots may not)."""
    return game.rules.game_length(game.state)
