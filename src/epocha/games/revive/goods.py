"""Resources, payments and points (digest §5.1, §5.2).

Basic resources and crystals are capped (`boards.caps`): a gain beyond the cap is lost. A
payment short of a basic resource is made up with crystals, one crystal for one resource, as
the rulebook lets crystals be turned into any basic resource at any time (BGA converts them
the same way when a payment is short); a cost in crystals is paid in crystals only.
"""

from __future__ import annotations

from .catalog import content
from .state import Player
from .vocabulary import BASIC, RESOURCES


def caps() -> dict[str, int]:
    return content().boards.caps


def room(p: Player, resource: str) -> int:
    """How many more of `resource` the player can hold."""
    return caps()[resource] - p.resources[resource]


def add(p: Player, resource: str, n: int) -> int:
    """Gain up to `n` of a resource; returns how many were lost to the cap."""
    kept = min(n, room(p, resource))
    p.resources[resource] += kept
    return n - kept


def shortfall(p: Player, cost: dict[str, int]) -> int | None:
    """The crystals a payment of `cost` would take beyond its own crystal part to make up for
    missing basic resources; None when even that is not enough."""
    have = p.resources
    missing = sum(max(0, cost.get(r, 0) - have[r]) for r in BASIC)
    crystals = have["crystal"] - cost.get("crystal", 0)
    if crystals < 0 or missing > crystals:
        return None
    return missing


def can_pay(p: Player, cost: dict[str, int]) -> bool:
    return shortfall(p, cost) is not None


def pay(p: Player, cost: dict[str, int]) -> dict[str, int]:
    """Pay `cost` (crystals making up for missing basic resources); returns what was paid."""
    if shortfall(p, cost) is None:
        raise ValueError(f"cannot pay {cost} with {p.resources}")
    paid = dict.fromkeys(RESOURCES, 0)
    for r in RESOURCES:
        need = cost.get(r, 0)
        if not need:
            continue
        own = min(need, p.resources[r])
        p.resources[r] -= own
        paid[r] += own
        if need > own:  # (a basic resource made up with crystals)
            p.resources["crystal"] -= need - own
            paid["crystal"] += need - own
    return {r: n for r, n in paid.items() if n}


def total(p: Player) -> int:
    """Every resource the player holds (crystals too: final scoring counts them, §14)."""
    return sum(p.resources.values())


def less(cost: dict[str, int], discount: int, resource: str) -> dict[str, int]:
    """`cost` with up to `discount` taken off one resource (never below 0)."""
    if not discount or not cost.get(resource):
        return cost
    out = dict(cost)
    out[resource] = max(0, out[resource] - discount)
    return {r: n for r, n in out.items() if n}


def merge(*costs: dict[str, int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for cost in costs:
        for r, n in cost.items():
            if n:
                out[r] = out.get(r, 0) + n
    return out
