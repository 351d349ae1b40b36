"""Economic Progress (Age II event).

Rulings:
- Each civilization runs the production steps of its end of turn at once, in their order:
  corruption, food, consumption (famine costs 4 culture per missing food), resources. No science
  or culture is scored, and an uprising does not stop it (it is checked only at the end of a
  turn).
"""

from __future__ import annotations

from ..production import production
from ..rules_base import CardRules


class EconomicProgress(CardRules):
    key = "II:Economic Progress"
    text = (
        "Each civilization produces at once: it pays corruption, produces food, feeds its "
        "population, then produces resources."
    )
    text_cs = (
        "Každý národ ihned provede produkci: zaplatí korupci, vyprodukuje jídlo, nasytí obyvatele "
        "a pak vyprodukuje suroviny."
    )

    def play(self, ctx):
        for q in ctx.seats():
            production(ctx.s, ctx.player(q), score=False)
