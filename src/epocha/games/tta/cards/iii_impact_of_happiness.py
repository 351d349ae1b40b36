"""Impact of Happiness (Age III event, scored at the end of the game).

Rulings:
- 2 culture per happy face of the happiness rating (at most 8 faces, so at most 16 culture), then
  2 culture lost per discontent worker, counted raw (digest §22.17); a negative result loses
  culture, never below 0.
"""

from __future__ import annotations

from ..ratings import discontent
from ..rules_base import CardRules


class ImpactOfHappiness(CardRules):
    key = "III:Impact of Happiness"
    text = (
        "Each civilization scores 2 culture per happy face (at most 16 culture) and loses 2 "
        "culture per discontent worker."
    )
    text_cs = (
        "Každý národ získá 2 body kultury za každou šťastnou značku (nejvýše 16 bodů) a ztratí "
        "2 body kultury za každého nespokojeného dělníka."
    )

    def play(self, ctx):
        for q in ctx.seats():
            p = ctx.player(q)
            points = min(16, 2 * ctx.ratings(q).happy) - 2 * discontent(ctx.s, p)
            if points:
                ctx.score(culture=points, q=q)
