"""Development of Crafts (Age A event).

Rulings:
- Every civilization still in the game gains 2 resources from its blue bank, clockwise from
  the player who revealed the event; with too few blue tokens it gains what the bank allows.
"""

from ..rules_base import CardRules


class DevelopmentOfCrafts(CardRules):
    key = "A:Development of Crafts"
    text = "Every civilization gains 2 resources."
    text_cs = "Každý národ získá 2 suroviny."

    def play(self, ctx):
        for q in ctx.seats():
            ctx.gain("resources", 2, q=q)
