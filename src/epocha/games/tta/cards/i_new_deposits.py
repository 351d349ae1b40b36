"""New Deposits (Age I event).

Rulings:
- Every civilization runs the resource production step of its production phase at once:
  one blue token per worker on each mine (highest-level mines first if the blue bank runs
  short), with the effects of cards in play that change resource production (Bill Gates'
  labs). No scoring, no corruption, no food production or consumption.
- A civilization in uprising still produces: the event is not its production phase.
"""

from ..production import production
from ..rules_base import CardRules


class NewDeposits(CardRules):
    key = "I:New Deposits"
    text = "Every civilization produces resources now (no corruption)."
    text_cs = "Každý národ ihned vyprodukuje suroviny (bez korupce)."

    def play(self, ctx):
        for q in ctx.seats():
            production(ctx.s, ctx.player(q), score=False, corrupt=False, food=False, consume=False)
