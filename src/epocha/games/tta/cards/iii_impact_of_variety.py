"""Impact of Variety (Age III event, scored at the end of the game).

Rulings:
- A type of unit (infantry, cavalry, artillery, air force) or of urban building (lab, temple,
  library, theater, arena) counts when at least one worker stands on a card of that type; each
  special technology in play counts once (there is at most one of each kind).
"""

from __future__ import annotations

from ..catalog import UNITS, URBAN, facts
from ..rules_base import CardRules


class ImpactOfVariety(CardRules):
    key = "III:Impact of Variety"
    text = (
        "Each civilization scores 2 culture for each type of unit it has, each type of urban "
        "building it has and each of its special technologies."
    )
    text_cs = (
        "Každý národ získá 2 body kultury za každý druh jednotek, který má, za každý druh městských "
        "budov, který má, a za každou svou speciální technologii."
    )

    def play(self, ctx):
        for q in ctx.seats():
            p = ctx.player(q)
            kinds = {facts(t).type for t, n in p.workers.items() if n and facts(t).type in (*UNITS, *URBAN)}
            count = len(kinds) + len(p.specials)
            if count:
                ctx.score(culture=2 * count, q=q)
