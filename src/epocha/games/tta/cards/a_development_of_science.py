"""Development of Science (Age A event).

Rulings:
- Every civilization still in the game scores 2 science points.
"""

from ..rules_base import CardRules


class DevelopmentOfScience(CardRules):
    key = "A:Development of Science"
    text = "Every civilization scores 2 science."
    text_cs = "Každý národ získá 2 body vědy."

    def play(self, ctx):
        for q in ctx.seats():
            ctx.score(science=2, q=q)
