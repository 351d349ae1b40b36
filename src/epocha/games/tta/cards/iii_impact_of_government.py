"""Impact of Government (Age III event, scored at the end of the game).

Rulings:
- The civil and military actions are the civilization's totals from every card in play
  (government, leader, wonders, special technologies...), spent or not; extra military actions
  "for this turn" (Patriotism) are not part of the total.
"""

from __future__ import annotations

from ..ratings import totals
from ..rules_base import CardRules


class ImpactOfGovernment(CardRules):
    key = "III:Impact of Government"
    text = "Each civilization scores 2 culture per civil action and 1 culture per military action."
    text_cs = (
        "Každý národ získá 2 body kultury za každou civilní akci a 1 bod kultury za každou vojenskou akci."
    )

    def play(self, ctx):
        for q in ctx.seats():
            ca, ma = totals(ctx.s, ctx.player(q))
            if 2 * ca + ma:
                ctx.score(culture=2 * ca + ma, q=q)
