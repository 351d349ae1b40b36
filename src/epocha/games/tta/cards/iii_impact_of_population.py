"""Impact of Population (Age III event, scored at the end of the game).

Rulings:
- Workers are every yellow token outside the yellow bank: on cards and unused. Content workers
  are those minus the discontent workers (counted raw, digest §22.17); each content worker
  beyond the tenth scores 2 culture.
"""

from __future__ import annotations

from ..ratings import discontent
from ..rules_base import CardRules


class ImpactOfPopulation(CardRules):
    key = "III:Impact of Population"
    text = "Each civilization scores 2 culture for each content worker beyond its tenth."
    text_cs = "Každý národ získá 2 body kultury za každého spokojeného dělníka nad deset."

    def play(self, ctx):
        for q in ctx.seats():
            p = ctx.player(q)
            content = sum(p.workers.values()) + p.pool - discontent(ctx.s, p)
            if content > 10:
                ctx.score(culture=2 * (content - 10), q=q)
