"""Good Harvest (Age I event).

Rulings:
- Every civilization runs the food production step of its production phase at once: one
  blue token per worker on each farm (highest-level farms first if the blue bank runs
  short), with the effects of cards in play that change food production. No scoring, no
  corruption, no consumption, no resource production.
- A civilization in uprising still produces: the event is not its production phase.
"""

from ..production import production
from ..rules_base import CardRules


class GoodHarvest(CardRules):
    key = "I:Good Harvest"
    text = "Every civilization produces food now (no corruption, no consumption)."
    text_cs = "Každý národ ihned vyprodukuje jídlo (bez korupce a bez spotřeby)."

    def play(self, ctx):
        for q in ctx.seats():
            production(ctx.s, ctx.player(q), score=False, corrupt=False, consume=False, resources=False)
