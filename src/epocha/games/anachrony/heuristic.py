"""A heuristic value of a position for one player, for bots: the score it would have if the
game ended now (every source of `scoring.breakdown`, its warp tiles still out counted as
unpaid), plus what keeps points coming in the eras left — workers, buildings it can use,
exosuits, goods — relative to the best opponent (the Chronobot's score, alone)."""

from __future__ import annotations

from .catalog import ERAS
from .scoring import breakdown
from .state import AnachronyState, Player

# what a good is worth now, in VP, for the eras still to be played
GOODS = {"W": 0.2, "E": 0.5, "N": 1.2, "G": 0.6, "U": 0.6, "T": 0.5}


def value(s: AnachronyState, p: Player) -> float:
    out = sum(1 for t in s.timeline for q, _ in t["warps"] if q == p.seat)
    score = sum(breakdown(s, p, unpaid=out, cards=0).values())
    left = max(0, ERAS - s.era) + 0.5
    engine = (
        1.2 * p.workers_owned()
        + 0.6 * len(p.buildings(usable=True))
        + 0.3 * (p.exosuits + sum(p.powered))
        + sum(GOODS[k] * v for k, v in p.goods.items())
    )
    return score + left * engine / ERAS * 2


def evaluate_all(s: AnachronyState) -> list[float]:
    values = [value(s, p) for p in s.players]
    if s.bot is not None:
        from .chronobot import score

        return [values[0] - score(s)]
    if len(values) == 1:
        return values
    return [v - max(values[:q] + values[q + 1 :]) for q, v in enumerate(values)]


def evaluate(s: AnachronyState, seat: int) -> float:
    return evaluate_all(s)[seat]
