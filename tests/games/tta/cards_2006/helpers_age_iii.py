"""Positions for the tests of the 2006 edition's Age III cards: a 2006 Full game in Age III
(`Scenario(edition="2006", mode="full", age="III")`, round 3, seat 0 to act) on the starting
board of the 2006 player card. Self-contained: any Age III test may use it.
"""

from __future__ import annotations

from typing import Any

from epocha.games.tta.scenario import Scenario

from .helpers_age_i import a, board, i
from .helpers_age_ii import ii


def iii(name: str) -> str:
    """The key of a 2006 Age III card: iii("Computers") == "III:Computers (2006)"."""
    return f"III:{name} (2006)"


def game(*players: dict, **position: Any) -> Scenario:
    """A 2006 Full game in Age III: the players given (seat 0 first; a second, plain one added
    to a lone player) and the position's other keys."""
    seats = list(players) if len(players) > 1 else [*players, {}] if players else [{}, {}]
    position.setdefault("age", "III")
    return Scenario(edition="2006", mode="full", players=seats, **position)


def holding(
    card: str,
    *,
    food: int | None = None,
    resources: int | None = None,
    extra: dict | None = None,
    **player: Any,
) -> Scenario:
    """Seat 0 holds `card` (taken in an earlier turn) on the starting board with `food` and
    `resources` stored and `extra` technologies; other player keys as given."""
    hand = [card, *player.pop("civil_hand", [])]
    return game({"civil_hand": hand, "technologies": board(food, resources, extra), **player})


__all__ = ["a", "board", "game", "holding", "i", "ii", "iii"]
