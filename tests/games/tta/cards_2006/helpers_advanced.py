"""Positions for the tests of the 2006 edition's aggressions: a 2006 Advanced game
(`Scenario(edition="2006", mode="advanced")`, two players, Age II unless said otherwise) on the
starting board of the 2006 player card, in which seat 0 plays an aggression against seat 1.
"""

from __future__ import annotations

from typing import Any

from epocha.games.tta.catalog import key_of
from epocha.games.tta.scenario import Scenario

from .helpers_age_i import WARRIORS, a, board, i


def ii(name: str) -> str:
    """The key of a 2006 Age II card: ii("Spy") == "II:Spy (2006)"."""
    return f"II:{name} (2006)"


DEFENSE = {"I": i("Defense / Colonization"), "II": ii("Defense / Colonization")}


def civ(
    *,
    food: int | None = None,
    resources: int | None = None,
    warriors: int = 1,
    extra: dict | None = None,
    workers: dict | None = None,
    **player: Any,
) -> dict:
    """A civilization on the starting board: `warriors` units of Warriors, `food` and
    `resources` stored, `extra` technologies {key: workers}, `workers` on the starting ones
    {name: n}, other player keys as given."""
    techs = board(food, resources, {k: {"workers": n} for k, n in (extra or {}).items()}, **(workers or {}))
    techs[WARRIORS] = {"workers": warriors}
    return {"technologies": techs, **player}


def game(attacker: dict, defender: dict, age: str = "II", **position: Any) -> Scenario:
    """The 2006 Advanced game, seat 0 (`attacker`) to act, seat 1 `defender`."""
    return Scenario(edition="2006", mode="advanced", age=age, players=[attacker, defender], **position)


def attacking(card: str, attacker: dict, defender: dict, age: str = "II", **position: Any) -> Scenario:
    """Seat 0 (`attacker`, given `card`) plays `card` against seat 1."""
    attacker = {**attacker, "military_hand": [*attacker.get("military_hand", []), card]}
    s = game(attacker, defender, age, **position)
    s.act("aggression", card=card, rival=1)
    return s


def aggressions(s: Scenario) -> list[tuple[str, int]]:
    """The aggressions seat 0 is offered: (card, rival)."""
    return [(key_of(a["card"]), a["rival"]) for a in s.actions("aggression")]


__all__ = ["DEFENSE", "a", "aggressions", "attacking", "civ", "game", "i", "ii"]
