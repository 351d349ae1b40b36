"""Grand Reservoir (superproject s4): one water less on the water its owner's actions cost each
turn of the Action Rounds (not Trade with the Nomads, nothing outside the Action Rounds).

Read as: the first water cost paid in a turn is one less, whether a main-board space's fee or
the cost of a building's or a superproject's ability (free actions and the placement of a turn
alike). Supply, removing an anomaly and construction costs are not action costs here. Which
turn's saving is spent is kept in the player's `used` list until the turn ends.
"""

from __future__ import annotations

from typing import Any

from .state import Player

GRAND_RESERVOIR = "s4"
_SPENT = "s4:turn"  # (in `used`: this turn's water already saved)


def saves(p: Player) -> bool:
    return GRAND_RESERVOIR in p.superprojects_usable() and _SPENT not in p.used


def due(p: Player, water: int) -> int:
    """What a water cost of `water` comes to for `p` now."""
    return water - 1 if water > 0 and saves(p) else water


def cut(p: Player, cost: dict) -> dict:
    """A cost with its water cut as `due` says (a chosen "x" cost is not cut)."""
    water = cost.get("W")
    return {**cost, "W": due(p, water)} if isinstance(water, int) and water > 0 else cost


def spent(p: Player, water: Any) -> None:
    """A cost of `water` was paid (as `due` cut it): this turn's saving is gone."""
    if isinstance(water, int) and water > 0 and saves(p):
        p.used.append(_SPENT)


def turn_over(p: Player) -> None:
    if _SPENT in p.used:
        p.used.remove(_SPENT)
