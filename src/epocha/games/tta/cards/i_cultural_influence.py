"""Cultural Influence (Age I event).

Rulings:
- Every civilization scores culture points equal to its current culture rating (what it
  would score in production), at once. A rating of 0 scores nothing.
"""

from ..rules_base import CardRules


class CulturalInfluence(CardRules):
    key = "I:Cultural Influence"
    text = "Every civilization scores culture equal to its culture rating."
    text_cs = "Každý národ získá tolik bodů kultury, kolik činí jeho kulturní produkce."

    def play(self, ctx):
        for q in ctx.seats():
            ctx.score(culture=ctx.ratings(q).culture, q=q)
