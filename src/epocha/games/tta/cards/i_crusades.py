"""Crusades (Age I event).

Rulings:
- The strongest civilization scores 4 culture; the weakest loses 4 culture (never below 0).
- Ties: the current player, then the next in turn order, counts as the stronger (the seed),
  so among tied civilizations the current player is the strongest and the one furthest
  from the current player in turn order is the weakest. The strongest and the weakest are
  therefore never the same civilization.
"""

from ..rules_base import CardRules


class Crusades(CardRules):
    key = "I:Crusades"
    text = "The strongest civilization scores 4 culture; the weakest loses 4 culture."
    text_cs = "Nejsilnější národ získá 4 body kultury; nejslabší národ 4 body kultury ztratí."

    def play(self, ctx):
        ctx.score(culture=4, q=ctx.strongest()[0])
        ctx.score(culture=-4, q=ctx.weakest()[0])
