"""Popularization of Science (Age II event).

Rulings:
- Each civilization scores culture equal to its current science rating (its science points are
  untouched).
"""

from __future__ import annotations

from ..rules_base import CardRules


class PopularizationOfScience(CardRules):
    key = "II:Popularization of Science"
    text = "Each civilization scores culture equal to its science rating."
    text_cs = "Každý národ získá tolik bodů kultury, kolik činí jeho produkce vědy."

    def play(self, ctx):
        for q in ctx.seats():
            science = ctx.ratings(q).science
            if science:
                ctx.score(culture=science, q=q)
