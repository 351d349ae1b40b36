"""Impact of Technology (Age III event, scored at the end of the game).

Rulings:
- Every Age III technology in play counts, with or without workers on it: farms, mines, urban
  buildings, units, special technologies and the government. Wonders, leaders and colonies are
  not technologies.
"""

from __future__ import annotations

from ..catalog import facts
from ..rules_base import CardRules


class ImpactOfTechnology(CardRules):
    key = "III:Impact of Technology"
    text = "Each civilization scores 4 culture for each of its Age III technologies."
    text_cs = "Každý národ získá 4 body kultury za každou svou technologii věku III."

    def play(self, ctx):
        for q in ctx.seats():
            p = ctx.player(q)
            techs = [*p.techs, *p.specials.values(), p.government]
            count = sum(1 for c in techs if c and facts(c).age == "III")
            if count:
                ctx.score(culture=4 * count, q=q)
