"""A heuristic value of a position for one player, for bots: culture now and the culture and
science to come, with the economy and strength that keep them coming, and in the full game the
wars declared (the strength lead they would be fought with now). The production still to come
this round counts for every player who has not produced yet (the turn player included), so
that ending a turn is not worth more than an action only because its production is seen first.
Relative to the best opponent."""

from __future__ import annotations

from .production import compute
from .ratings import Ratings, in_uprising, ratings
from .state import Player, TTAState
from .tokens import stock
from .wars import war_strengths

# strength's weight in the full game, where it wins aggressions and wars and wards them off
STRENGTH = 0.8


def strength_of(s: TTAState, p: Player, pending: bool = False) -> float:
    """`pending`: `p` has yet to produce this round (what its production will add counts)."""
    r = ratings(s, p)
    rounds_left = max(1, (s.last_round or (s.round + 8)) - s.round + 1)
    workers = sum(p.workers.values()) + p.pool
    return (
        p.culture
        + rounds_left * (1.0 * r.culture + 0.45 * r.science)
        + 0.25 * p.science
        + (0.35 if s.options.get("peaceful") else STRENGTH) * r.strength
        + 0.15 * (stock(p, "food") + stock(p, "resources"))
        + 1.5 * workers
        + 1.0 * min(r.happy, 8)
        + 0.5 * len(p.civil_hand)
        + _wars(s, p)
        + (_production(s, p, r) if pending else 0.0)
    )


def _production(s: TTAState, p: Player, r: Ratings) -> float:
    """What `p`'s production phase would add if its turn ended now, valued as above (the
    phase as `production.compute` works it out, famine against the culture before it; the
    points it scores are the ratings)."""
    if in_uprising(s, p, r):
        return 0.0
    value = r.culture + 0.25 * r.science
    for c in compute(s, p, score=False, rated=r):
        if c.how == "score":  # famine
            value += c.amount
        else:
            value += 0.15 * (c.amount if c.how == "produce" else -c.amount)
    return value


def yet_to_produce(s: TTAState) -> set[int]:
    """The players who have not produced this round: the turn player and those after it."""
    if s.phase == "over":
        return set()
    order = s.clockwise_from(s.start_player)
    if s.turn_player not in order:
        return set(order)
    return set(order[order.index(s.turn_player) :])


def _wars(s: TTAState, p: Player) -> float:
    """The wars `p` is in, at the stake they would have if they were fought now (it grows with
    the strength lead: twice the lead, and 5 more or less for winning or losing), counted for
    the declarer and against the target."""
    total = 0.0
    for war in s.wars:
        if p.seat in (war["by"], war["on"]):
            attack, defence = war_strengths(s, war)
            lead = attack - defence
            # what is at stake grows with the lead: a culture war moves 5 + the advantage
            stake = 2 * lead + (5 if lead > 0 else -5 if lead < 0 else 0)
            total += stake if p.seat == war["by"] else -stake
    return total


def evaluate(s: TTAState, seat: int) -> float:
    return evaluate_all(s)[seat]


def evaluate_all(s: TTAState) -> list[float]:
    """`evaluate` for every seat at once: each player rated once (a search rates every leaf for
    every seat)."""
    if s.result is not None:
        winners = s.result["winners"]
        return [1e6 / len(winners) if p in winners else -1e6 for p in range(s.n)]
    pending = yet_to_produce(s)
    rated = {p.seat: strength_of(s, p, p.seat in pending) for p in s.players if not p.resigned}
    out = []
    for p in s.players:
        others = [v for q, v in rated.items() if q != p.seat]
        out.append(rated.get(p.seat, 0.0) - max(others, default=0.0))
    return out
