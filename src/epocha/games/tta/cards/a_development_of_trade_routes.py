"""Development of Trade Routes (Age A event).

Rulings:
- Every civilization scores 1 science, then gains 1 food, then 1 resource (the printed
  order, §16.6); gains are limited by the blue bank.
"""

from ..rules_base import CardRules


class DevelopmentOfTradeRoutes(CardRules):
    key = "A:Development of Trade Routes"
    text = "Every civilization scores 1 science and gains 1 food and 1 resource."
    text_cs = "Každý národ získá 1 bod vědy, 1 jídlo a 1 surovinu."

    gains = ("food", "resources")  # one of each, in the printed order

    def play(self, ctx):
        for q in ctx.seats():
            ctx.score(science=1, q=q)
            for kind in self.gains:
                ctx.gain(kind, 1, q=q)
