"""Impact of Balance (Age III event, scored at the end of the game).

Rulings:
- The four amounts are the science and culture ratings and the food and resources the
  civilization produces in a production phase, before corruption and consumption (labs that
  produce resources under Bill Gates count as resource production).
"""

from __future__ import annotations

from ..rules_base import CardRules
from .iii_impact_of_agriculture import produced


class ImpactOfBalance(CardRules):
    key = "III:Impact of Balance"
    text = (
        "Each civilization scores twice the least of what it produces: science, culture, food or "
        "resources (corruption and consumption are ignored)."
    )
    text_cs = (
        "Každý národ získá dvojnásobek toho, čeho produkuje nejméně: vědy, kultury, jídla nebo "
        "surovin (korupce a spotřeba se nepočítají)."
    )

    def play(self, ctx):
        for q in ctx.seats():
            p, r = ctx.player(q), ctx.ratings(q)
            least = min(r.science, r.culture, produced(ctx.s, p, "food"), produced(ctx.s, p, "resources"))
            if least:
                ctx.score(culture=2 * least, q=q)
