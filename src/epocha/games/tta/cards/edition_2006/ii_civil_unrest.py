"""Civil Unrest (Age II event, 2006 edition).

Rulings:
- Every civilization loses 4 culture for each of its discontent workers (counted raw, whether or
  not unused workers cover them, as the New Story card; all counts are taken before anyone
  loses anything). Culture never drops below 0.
- Unlike the New Story card, nobody returns a blue token: the 2006 card has no second part for
  the civilizations with the most discontent workers.
- The Simple game has no discontent, so there it does nothing; it matters in the games with
  happiness.
"""

from __future__ import annotations

from ...ratings import discontent
from ..ii_civil_unrest import CivilUnrest


class CivilUnrest2006(CivilUnrest):
    key = "II:Civil Unrest (2006)"
    text = "Every civilization loses 4 culture for each discontent worker it has."
    text_cs = "Každý národ ztratí 4 body kultury za každého svého nespokojeného dělníka."

    def play(self, ctx):
        counts = {q: discontent(ctx.s, ctx.player(q)) for q in ctx.seats()}
        for q, n in counts.items():
            if n:
                ctx.score(culture=-4 * n, q=q)
