"""Impact of Competition (Age III event, scored at the end of the game).

Rulings:
- Every military unit and every arena (a worker on the card) scores its technology's level:
  Warriors and other Age A cards score 0.
"""

from __future__ import annotations

from ..catalog import UNITS, facts
from ..rules_base import CardRules


class ImpactOfCompetition(CardRules):
    key = "III:Impact of Competition"
    text = "Each civilization scores 1 culture per level of each of its military units and arenas."
    text_cs = "Každý národ získá 1 bod kultury za každý stupeň každé své vojenské jednotky a arény."

    def play(self, ctx):
        for q in ctx.seats():
            p = ctx.player(q)
            points = sum(
                n * facts(t).level for t, n in p.workers.items() if facts(t).type in (*UNITS, "arena")
            )
            if points:
                ctx.score(culture=points, q=q)
