"""A heuristic value of a position for one player, for bots: culture now and the culture and
science to come, with the economy and strength that keep them coming. Relative to the best
opponent."""

from __future__ import annotations

from .ratings import ratings
from .state import Player, TTAState
from .tokens import stock


def strength_of(s: TTAState, p: Player) -> float:
    r = ratings(s, p)
    rounds_left = max(1, (s.last_round or (s.round + 8)) - s.round + 1)
    workers = sum(p.workers.values()) + p.pool
    return (
        p.culture
        + rounds_left * (1.0 * r.culture + 0.45 * r.science)
        + 0.25 * p.science
        + 0.35 * r.strength
        + 0.15 * (stock(p, "food") + stock(p, "resources"))
        + 1.5 * workers
        + 1.0 * min(r.happy, 8)
        + 0.5 * len(p.civil_hand)
    )


def evaluate(s: TTAState, seat: int) -> float:
    if s.result is not None:
        winners = s.result["winners"]
        return 1e6 / len(winners) if seat in winners else -1e6
    mine = strength_of(s, s.players[seat])
    others = [strength_of(s, p) for p in s.players if p.seat != seat and not p.resigned]
    return mine - max(others, default=0.0)
