"""Civil Unrest (Age II event).

Rulings:
- Discontent workers are counted raw, whether or not unused workers cover them (digest §22.17);
  every civilization's count is taken before anything is lost.
- "The civilizations with the most" has no tie-break (`ctx.all_with`); when nobody has a
  discontent worker, nobody returns a token.
- The blue token goes back to the box from the blue bank, or from a farm or mine card when the
  bank is empty (`moves.change_bank`).
"""

from __future__ import annotations

from ..ratings import discontent
from ..rules_base import CardRules


class CivilUnrest(CardRules):
    key = "II:Civil Unrest"
    text = (
        "Each civilization loses 4 culture for each of its discontent workers. The civilizations "
        "with the most discontent workers (if anyone has one) also return 1 blue token to the box."
    )
    text_cs = (
        "Každý národ ztratí 4 body kultury za každého svého nespokojeného dělníka. Národy s nejvíce "
        "nespokojenými dělníky (má-li je vůbec někdo) navíc vrátí 1 modrý žeton do krabice."
    )

    def play(self, ctx):
        counts = {q: discontent(ctx.s, ctx.player(q)) for q in ctx.seats()}
        for q, n in counts.items():
            if n:
                ctx.score(culture=-4 * n, q=q)
        if max(counts.values()) > 0:
            for q in ctx.all_with(counts.__getitem__, highest=True):
                ctx.bank("blue", -1, q)
