"""Set-ups for the tribe tests: player 0 holds the starting card "s4" (top half: use your
tribe ability) and plays it to use the ability."""

from __future__ import annotations

from typing import Any

from epocha.games.revive.scenario import Scenario

from ..map.helpers import game, res, settle, spaces, spent

__all__ = [
    "ability_game",
    "game",
    "marker_moved",
    "res",
    "settle",
    "spaces",
    "spent",
    "unmoved",
    "use_ability",
]


def ability_game(tribe: str, side: str = "sun", p1: dict | None = None, **p0: Any) -> Scenario:
    position = p0.pop("position", {})
    return game({"tribe": tribe, "side": side, "active": ["s4"], **p0}, p1, **position)


def use_ability(s: Scenario) -> Scenario:
    """Play s4 into the first top slot: "use your tribe ability"."""
    return s.play("s4", "top1")


def marker_moved(s: Scenario, seat: int = 0) -> bool:
    """A tribe-board marker went to the progress track (and only one)."""
    p = s.player(seat)
    from_tribe = [e for e in s.events("progress") if e["args"]["from"] == "tribe"]
    return p.tribe_markers == 4 and len(from_tribe) == 1 and len(s.events("ability_used")) == 1


def unmoved(s: Scenario, seat: int = 0) -> bool:
    p = s.player(seat)
    from_tribe = [e for e in s.events("progress") if e["args"]["from"] == "tribe"]
    return p.tribe_markers == 5 and not from_tribe and not s.events("ability_used")
