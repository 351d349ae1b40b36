"""Frugality (Age A action card): increase your population, then gain 1 food.

Rulings:
- The ordered action is the normal "increase population" without its civil action: you pay
  its full food cost (after lasting discounts), and only then gain the food. So the card
  cannot be played if you cannot pay that food now, or if the yellow bank is empty; the
  food it gives never helps to pay for the worker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import population_offers
from ..costs import Budget
from ..rules_base import CardRules

if TYPE_CHECKING:
    from ..effects import Ctx
    from ..state import Player, TTAState


class Frugality(CardRules):
    key = "A:Frugality"
    text = "Increase your population (paying its food cost), then gain 1 food."
    text_cs = "Zvyš populaci (zaplať její cenu v jídle), pak získej 1 jídlo."
    food = 1

    def can_play(self, s: TTAState, p: Player, me: str) -> bool:
        return bool(population_offers(Budget(s, p), free_action=True))

    def play(self, ctx: Ctx) -> None:
        (_, value), *_ = ctx.offer("population")
        ctx.perform(value)
        ctx.gain("food", self.food)
