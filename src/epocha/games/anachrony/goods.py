"""Paying and gaining water, energy cores and resources.

A cost is a dict of goods ("W", "E", "N", "G", "U", "T") and "TUG" (that many of titanium,
uranium and gold in any mix). Where a cost leaves the player a choice (a TUG part, or several
ways to pay printed side by side), `payments` lists every concrete way the player can pay, each
a sorted tuple of (good, amount) pairs, so that the choice is plain data and two ways that pay
the same are one.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations_with_replacement

from .catalog import TUG
from .state import Player

Payment = tuple[tuple[str, int], ...]


def as_payment(cost: dict[str, int]) -> Payment:
    return tuple(sorted((k, v) for k, v in cost.items() if v))


def payments(p: Player, costs: Iterable[dict], discount_t: int = 0, discount_tug: int = 0) -> list[Payment]:
    """Every concrete way `p` can pay one of `costs`: a TUG part split every way among titanium,
    uranium and gold; `discount_t` titanium less (an engineer on Construct), `discount_tug` of
    titanium, uranium or gold less, as the player prefers (each way listed)."""
    out: set[Payment] = set()
    for cost in costs:
        fixed = {k: v for k, v in cost.items() if k != "TUG" and v}
        any_tug = int(cost.get("TUG", 0))
        if discount_t and fixed.get("T"):
            fixed["T"] = max(0, fixed["T"] - discount_t)
        for way in _with_tug(fixed, any_tug):
            for cut in _discounted(way, discount_tug):
                if all(p.goods.get(k, 0) >= v for k, v in cut.items()):
                    out.add(as_payment(cut))
    return sorted(out)


def can_pay(p: Player, costs: Iterable[dict], discount_t: int = 0, discount_tug: int = 0) -> bool:
    """Whether `payments` would find a way (without listing them: asked for every action the
    turn might offer). The T/U/G discount first covers what the player lacks of a fixed
    titanium, uranium or gold, then the any-mix part."""
    have = p.goods
    for cost in costs:
        fixed = {k: v for k, v in cost.items() if k != "TUG" and v}
        if discount_t and fixed.get("T"):
            fixed["T"] = max(0, fixed["T"] - discount_t)
        if any(have.get(k, 0) < v for k, v in fixed.items() if k not in TUG):
            continue
        lacking = sum(max(0, fixed.get(r, 0) - have[r]) for r in TUG)
        if lacking > discount_tug:
            continue
        spare = sum(max(0, have[r] - fixed.get(r, 0)) for r in TUG)
        if max(0, int(cost.get("TUG", 0)) - (discount_tug - lacking)) <= spare:
            return True
    return False


def mixes(gain: dict) -> list[Payment]:
    """Each concrete form a gain can take: a "TUG" part in every mix of titanium, uranium and
    gold (in the order `combinations_with_replacement` gives them)."""
    fixed = {k: v for k, v in gain.items() if k != "TUG" and v}
    return [as_payment(way) for way in _with_tug(fixed, int(gain.get("TUG", 0)))]


def _with_tug(fixed: dict[str, int], n: int) -> list[dict[str, int]]:
    if not n:
        return [dict(fixed)]
    ways = []
    for mix in combinations_with_replacement(TUG, n):
        way = dict(fixed)
        for r in mix:
            way[r] = way.get(r, 0) + 1
        ways.append(way)
    return ways


def _discounted(cost: dict[str, int], n: int) -> list[dict[str, int]]:
    """`cost` with `n` titanium, uranium or gold taken off, each way the player could take it."""
    ways = [cost]
    for _ in range(n):
        nxt = []
        for way in ways:
            cuts = [r for r in TUG if way.get(r)]
            if not cuts:
                nxt.append(way)
            for r in cuts:
                nxt.append({**way, r: way[r] - 1})
        ways = nxt
    return ways


def pay(p: Player, payment: Payment | dict[str, int]) -> None:
    items = payment.items() if isinstance(payment, dict) else payment
    for k, v in items:
        if p.goods[k] < v:
            raise ValueError(f"seat {p.seat} cannot pay {v} {k}")
        p.goods[k] -= v


def gain(p: Player, goods: dict[str, int]) -> None:
    for k, v in goods.items():
        if k == "VP":
            p.vp += v
        else:
            p.goods[k] += v


def resource_count(p: Player) -> int:
    """Neutronium, gold, uranium and titanium held (the second tie-break)."""
    g = p.goods
    return g["N"] + g["G"] + g["U"] + g["T"]
