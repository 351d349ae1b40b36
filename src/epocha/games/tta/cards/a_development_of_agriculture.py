"""Development of Agriculture (Age A event).

Rulings:
- Every civilization still in the game gains 2 food from its blue bank, clockwise from the
  player who revealed the event; with too few blue tokens it gains what the bank allows (§16.6).
"""

from ..rules_base import CardRules


class DevelopmentOfAgriculture(CardRules):
    key = "A:Development of Agriculture"
    text = "Every civilization gains 2 food."
    text_cs = "Každý národ získá 2 jídla."

    def play(self, ctx):
        for q in ctx.seats():
            ctx.gain("food", 2, q=q)
