"""A heuristic value of a position for one player, for bots: the score it would have if the
game ended now (`scoring.breakdown`), plus what keeps points coming in the part of the game
still to be played — resources, energy and machines, track advances, cards, modules, pieces on
the map — relative to the best opponent (alone: relative to a minor victory)."""

from __future__ import annotations

from .catalog import content
from .machines import machines
from .scoring import breakdown
from .state import Player, ReviveState

TARGET_ALONE = 75  # the least score of a minor victory
# what a thing still in play is worth now, in points, for the part of the game left
WORTH = {
    "basic": 0.35,
    "crystal": 0.6,
    "energy": 0.9,
    "machine": 1.0,
    "track": 0.6,
    "card": 1.2,
    "module": 0.8,
}


def left(s: ReviveState) -> float:
    """How much of the game is still to be played, 1 at the start to 0 at the end."""
    if s.result is not None:
        return 0.0
    if s.cube is not None:
        top = len(content().boards.progress)
        return max(0.0, 1 - (s.cube - 1) / top)
    total = sum(1 for a in content().large_artifacts if a.mark in ("1+", "2+", "3+", "4")[: s.n])
    if s.last_turns is not None:
        return 0.05
    return 0.1 + 0.9 * len(s.crater) / max(1, total)


def value(s: ReviveState, p: Player) -> float:
    score = sum(breakdown(s, p).values())
    c = content()
    r = p.resources
    engine = (
        WORTH["basic"] * (r["gear"] + r["book"] + r["food"])
        + WORTH["crystal"] * r["crystal"]
        + WORTH["energy"] * p.energy
        + WORTH["machine"] * len(machines(p))
        + WORTH["track"] * sum(v - 1 for v in p.tracks.values())
        + WORTH["card"] * sum(1 for x in p.owned_cards() if not c.card(x).starting)
        + WORTH["module"] * sum(1 for spaces in p.modules.values() for m in spaces if m is not None)
    )
    return score + left(s) * engine


def evaluate_all(s: ReviveState) -> list[float]:
    values = [value(s, p) for p in s.players]
    if len(values) == 1:
        return [values[0] - TARGET_ALONE]
    return [v - max(values[:q] + values[q + 1 :]) for q, v in enumerate(values)]


def evaluate(s: ReviveState, seat: int) -> float:
    return evaluate_all(s)[seat]
