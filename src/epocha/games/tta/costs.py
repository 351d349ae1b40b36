"""What actions cost, after every discount in play.

A cost is a small dict: civil/military actions ("ca", "ma"), "food", "resources", "science",
"unit": True when resources go to military units (the turn's military resources are used
first), and "stage_tokens": the blue tokens needed to cover wonder stages (paying moves
tokens but never changes how many a player has). Discounts never take a cost below 0.
"""

from __future__ import annotations

from .catalog import URBAN, facts, population_cost
from .ratings import urban_count, with_hook
from .rules_base import rules_of
from .state import Player, TTAState

ROW_COST = (1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)


def discount(s: TTAState, p: Player, purpose: str, target: str | None = None) -> int:
    return sum(rules.discount(s, p, c, purpose, target) for rules, c in with_hook(p, "discount"))


def building_cost(s: TTAState, p: Player, tech: str) -> int:
    """Resources to build a farm, mine, urban building or unit on `tech`."""
    f = facts(tech)
    return max(0, (f.resource_cost or 0) - discount(s, p, "build", tech))


def take_cost(s: TTAState, p: Player, slot: int) -> int:
    """Civil actions to take the card in a row slot."""
    card = s.row[slot]
    cost = ROW_COST[slot]
    f = facts(card)
    if f.type == "wonder":
        if not any(r.ignores_wonder_surcharge(s, p, c) for r, c in with_hook(p, "ignores_wonder_surcharge")):
            cost += len(p.wonders)
        cost -= discount(s, p, "take_wonder", card)
        cost -= rules_of(card).discount(s, p, card, "take_from_row", card)  # the Taj Mahal, from the row
    elif f.type == "leader":
        cost -= discount(s, p, "take_leader", card)
    return max(0, cost)


def population_food(s: TTAState, p: Player) -> int | None:
    base = population_cost(p.yellow)
    if base is None:
        return None
    return max(0, base - discount(s, p, "population"))


def develop_science(s: TTAState, p: Player, tech: str, *, revolution: bool = False) -> int:
    f = facts(tech)
    base = f.revolution_cost if revolution else f.science_cost
    return max(0, (base or 0) - discount(s, p, "develop", tech))


def upgrade_cost(s: TTAState, p: Player, old: str, new: str) -> int:
    return max(0, building_cost(s, p, new) - building_cost(s, p, old))


def wonder_stage_cost(s: TTAState, p: Player, stages: int) -> int:
    """Resources for the next `stages` stages of the unfinished wonder."""
    f = facts(p.building)
    costs = f.stages[p.stages_built : p.stages_built + stages]
    per_stage_discount = discount(s, p, "wonder_stage", p.building)
    return sum(max(0, c - per_stage_discount) for c in costs)


def max_wonder_stages(s: TTAState, p: Player) -> int:
    return max([1, *(rules.wonder_stages(s, p, c) for rules, c in with_hook(p, "wonder_stages"))])


def can_afford(s: TTAState, p: Player, cost: dict) -> bool:
    from .ratings import available
    from .tokens import blue_tokens, stock

    ca, ma = available(s, p)
    if cost.get("ca", 0) > ca or cost.get("ma", 0) > ma:
        return False
    food = cost.get("food", 0)
    if food > 0 and food > stock(p, "food"):
        return False
    resources = cost.get("resources", 0)
    if cost.get("unit"):
        resources -= p.turn["military_resources"]
    if resources > 0 and resources > stock(p, "resources"):
        return False
    stage_tokens = cost.get("stage_tokens", 0)
    if stage_tokens > 0 and stage_tokens > blue_tokens(p):
        return False
    return cost.get("science", 0) <= p.science


def charge(s: TTAState, p: Player, cost: dict) -> None:
    """Pay a cost that `can_afford` accepted."""
    from .tokens import pay

    spend_actions(p, cost.get("ca", 0), cost.get("ma", 0))
    resources = cost.get("resources", 0)
    if cost.get("unit") and resources:
        from_pool = min(resources, p.turn["military_resources"])
        p.turn["military_resources"] -= from_pool
        resources -= from_pool
    if not (pay(p, "food", cost.get("food", 0)) and pay(p, "resources", resources)):
        raise AssertionError("charge() after can_afford() must succeed")
    p.science -= cost.get("science", 0)


def spend_actions(p: Player, ca: int, ma: int) -> None:
    """Spend civil and military actions (the turn's extra military actions last)."""
    p.ca_spent += ca
    free_ma = max(0, p.totals["ma"] - p.ma_spent)
    from_tokens = min(ma, free_ma)
    p.ma_spent += from_tokens
    p.turn["extra_ma"] -= ma - from_tokens


def urban_room(s: TTAState, p: Player, kind: str) -> bool:
    """May another urban building of this kind be built (the government's limit)?"""
    from .ratings import urban_limit

    return kind not in URBAN or urban_count(p, kind) < urban_limit(s, p)
