"""Stockpile (Age A action card): gain 1 resource and 1 food.

Rulings:
- A direct gain, always playable. The tokens come from the blue bank onto your mines and
  farms; with an empty blue bank nothing is gained (the card may still be played). With a
  single token left, the resource is gained first (the card's order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules_base import CardRules

if TYPE_CHECKING:
    from ..effects import Ctx


class Stockpile(CardRules):
    key = "A:Stockpile"
    text = "Gain 1 resource and 1 food."
    text_cs = "Získej 1 surovinu a 1 jídlo."

    def play(self, ctx: Ctx) -> None:
        ctx.gain("resources", 1)
        ctx.gain("food", 1)
