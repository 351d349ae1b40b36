"""The 2006 Simple game's final bonus (digest §20.2): after its last round each civilization
scores culture for what it built — 2 per Age I technology in play (the government included),
2 per point of strength, 2 per happy face (8 at most: the happiness scale ends there), and its
production of one round: the food and resources its farms and mines make and its science
rating (docs.md, "The 2006 edition")."""

from __future__ import annotations

from . import moves
from .catalog import facts
from .production import compute
from .ratings import ratings
from .state import Player, TTAState

MOST_HAPPY_FACES = 8


def final_bonus(s: TTAState, p: Player) -> dict[str, int]:
    """Each part of the bonus, in culture."""
    rated = ratings(s, p)
    in_play = [p.government, *p.specials.values(), *p.techs]
    phase = compute(s, p, score=False, consume=False)  # (what the farms and mines make, cards included)
    made = {c.kind: c.amount for c in phase if c.how == "produce" and not c.why}
    return {
        "technologies": 2 * sum(1 for c in in_play if c and facts(c).level == 1),
        "strength": 2 * rated.strength,
        "happiness": 2 * min(MOST_HAPPY_FACES, rated.happy),
        "production": made.get("food", 0) + made.get("resources", 0) + rated.science,
    }


def score_final_bonus(s: TTAState, p: Player) -> None:
    parts = final_bonus(s, p)
    moves.emit(s, "final_bonus", {"player": p.seat, **parts})
    moves.score(s, p, culture=sum(parts.values()), why="final_bonus")
