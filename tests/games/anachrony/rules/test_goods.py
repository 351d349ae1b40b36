"""Paying: `can_pay` answers as listing every way to pay (`payments`) would, for any goods and
any cost the game asks (fixed goods, any-mix titanium/uranium/gold, discounts)."""

from __future__ import annotations

import random

import pytest

from epocha.games.anachrony.goods import can_pay, payments
from epocha.games.anachrony.state import Player


@pytest.mark.parametrize("seed", range(20))
def test_can_pay_agrees_with_the_ways_to_pay(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(200):
        p = Player(0)
        p.goods = {k: rng.randint(0, 3) for k in ("W", "E", "N", "G", "U", "T")}
        kinds = ["W", "E", "N", "G", "U", "T", "TUG"]
        costs = [_cost(rng, kinds) for _ in range(rng.randint(1, 2))]
        t, tug = rng.randint(0, 1), rng.randint(0, 2)
        assert can_pay(p, costs, t, tug) == bool(payments(p, costs, t, tug)), (p.goods, costs, t, tug)


def _cost(rng: random.Random, kinds: list[str]) -> dict:
    return {k: rng.randint(0, 2) for k in rng.sample(kinds, rng.randint(1, 4))}
