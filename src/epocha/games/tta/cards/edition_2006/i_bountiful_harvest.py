"""Bountiful Harvest (Age I action card, 2006 edition).

Gain 2 food.

Rulings:
- A direct gain (the seed's picture of the card: "Vezmi si 2 [food]"), always playable; its
  1 civil action is paid by the core, which forbids playing it in the turn it was taken.
- The food comes as blue tokens from the blue bank onto your farms (as Stockpile's, the New
  Story card it is modelled on); with too few tokens in the bank, less is gained.
- No New Story namesake. Mineral Deposits is the same card for resources.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules_base import CardRules

if TYPE_CHECKING:
    from ...effects import Ctx


class BountifulHarvest2006(CardRules):
    key = "I:Bountiful Harvest (2006)"
    text = "Gain 2 food."
    text_cs = "Získej 2 jídla."
    kind = "food"
    amount = 2

    def play(self, ctx: Ctx) -> None:
        ctx.gain(self.kind, self.amount)
