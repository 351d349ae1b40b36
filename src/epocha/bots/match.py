"""Playing whole games between bots (simulate, bench, arena)."""

from __future__ import annotations

from dataclasses import dataclass

from epocha.engine import Game

from .base import Bot


@dataclass
class Outcome:
    result: dict
    decisions: int
    turns: int | None


def play_out(game: Game, bots: dict[int, Bot], max_decisions: int = 200_000) -> Outcome:
    """Let `bots` (seat -> bot) play `game` to its end."""
    decisions = 0
    while not game.is_over:
        if decisions >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
        for seat in game.active_players:
            game.apply(seat, bots[seat].choose(game, seat))
            decisions += 1
    turn = getattr(game.state, "turn", None)
    turns = turn.get("number", 0) + 1 if isinstance(turn, dict) else None
    return Outcome(result=game.result or {}, decisions=decisions, turns=turns)
