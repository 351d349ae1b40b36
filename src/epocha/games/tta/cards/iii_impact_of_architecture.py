"""Impact of Architecture (Age III event, scored at the end of the game).

Rulings:
- Every urban building (a worker on a lab, temple, library, theater or arena) scores its
  technology's level: Age A buildings score 0.
"""

from __future__ import annotations

from ..catalog import URBAN, facts
from ..rules_base import CardRules


class ImpactOfArchitecture(CardRules):
    key = "III:Impact of Architecture"
    text = "Each civilization scores 1 culture per level of each of its urban buildings."
    text_cs = "Každý národ získá 1 bod kultury za každý stupeň každé své městské budovy."

    def play(self, ctx):
        for q in ctx.seats():
            p = ctx.player(q)
            points = sum(n * facts(t).level for t, n in p.workers.items() if facts(t).type in URBAN)
            if points:
                ctx.score(culture=points, q=q)
