"""Impact of Progress (Age III event, scored at the end of the game).

Rulings:
- The levels are those of the government and of every special technology in play (Despotism
  and other Age A cards are level 0).
"""

from __future__ import annotations

from ..catalog import facts
from ..rules_base import CardRules


class ImpactOfProgress(CardRules):
    key = "III:Impact of Progress"
    text = (
        "Each civilization scores 2 culture per level of its government and of each of its special "
        "technologies."
    )
    text_cs = (
        "Každý národ získá 2 body kultury za každý stupeň svého zřízení a každé své speciální technologie."
    )

    def play(self, ctx):
        for q in ctx.seats():
            p = ctx.player(q)
            levels = sum(facts(c).level for c in [p.government, *p.specials.values()] if c)
            if levels:
                ctx.score(culture=2 * levels, q=q)
