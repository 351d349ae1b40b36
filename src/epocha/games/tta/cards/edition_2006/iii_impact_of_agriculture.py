"""Impact of Agriculture (Age III event, 2006 edition; scored at the end of the game, or at once
if revealed during play).

Rulings:
- Each civilization scores as much culture as its farms produce in a production phase (workers
  on farms, cards that change that production included), counted in full even if the blue bank
  is short; consumption plays no part.
- Differs from the New Story card: there is no 4 culture bonus for producing more food than is
  consumed.
"""

from __future__ import annotations

from ..iii_impact_of_agriculture import ImpactOfAgriculture, produced


class ImpactOfAgriculture2006(ImpactOfAgriculture):
    key = "III:Impact of Agriculture (2006)"
    text = "Each civilization scores culture equal to the food its farms produce."
    text_cs = "Každý národ získá tolik bodů kultury, kolik jídla vyprodukují jeho farmy."

    def play(self, ctx):
        for q in ctx.seats():
            food = produced(ctx.s, ctx.player(q), "food", ("farm",))
            if food:
                ctx.score(culture=food, q=q)
