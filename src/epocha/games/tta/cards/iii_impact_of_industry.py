"""Impact of Industry (Age III event, scored at the end of the game).

Rulings:
- Only mines count: the resources they produce in a production phase (cards that change mine
  production included), before corruption and counted in full even if the blue bank is short.
  Labs producing under Bill Gates do not count (seed appendix).
"""

from __future__ import annotations

from ..rules_base import CardRules
from .iii_impact_of_agriculture import produced


class ImpactOfIndustry(CardRules):
    key = "III:Impact of Industry"
    text = "Each civilization scores culture equal to the resources its mines produce (nothing else counts)."
    text_cs = (
        "Každý národ získá tolik bodů kultury, kolik surovin produkují jeho doly (nic jiného se nepočítá)."
    )

    def play(self, ctx):
        for q in ctx.seats():
            points = produced(ctx.s, ctx.player(q), "resources", ("mine",))
            if points:
                ctx.score(culture=points, q=q)
