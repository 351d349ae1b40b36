"""Rats (Age I event).

Rulings:
- Every civilization loses all the food stored on its farms (the blue tokens go back to its
  blue bank). Resources are untouched.
"""

from ..rules_base import CardRules
from ..tokens import stock


class Rats(CardRules):
    key = "I:Rats"
    text = "Every civilization loses all its food."
    text_cs = "Každý národ přijde o všechno jídlo."

    def play(self, ctx):
        for q in ctx.seats():
            ctx.lose("food", stock(ctx.player(q), "food"), q=q)
