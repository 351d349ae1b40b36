"""Scientific Breakthrough (Age I event).

Rulings:
- Every civilization scores science points equal to its current science rating (what it
  would score in production), at once.
"""

from ..rules_base import CardRules


class ScientificBreakthrough(CardRules):
    key = "I:Scientific Breakthrough"
    text = "Every civilization scores science equal to its science rating."
    text_cs = "Každý národ získá tolik bodů vědy, kolik činí jeho vědecká produkce."

    def play(self, ctx):
        for q in ctx.seats():
            ctx.score(science=ctx.ratings(q).science, q=q)
