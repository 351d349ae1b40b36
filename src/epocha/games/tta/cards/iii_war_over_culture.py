"""War over Culture (Age III war).

Rulings:
- The loser loses 5 culture plus as many as the winner's strength advantage (all it has if
  less); the winner scores exactly what was lost.
"""

from .. import moves
from ..rules_base import CardRules


class WarOverCulture(CardRules):
    key = "III:War over Culture"
    text = "War. The loser loses 5 culture plus the strength advantage; the winner scores as much."
    text_cs = (
        "Válka. Poražený ztratí 5 bodů kultury a k tomu tolik, kolik činí převaha v síle; vítěz tolik získá."
    )

    def play(self, ctx):
        winner, loser = ctx.player(ctx.vars["winner"]), ctx.player(ctx.vars["loser"])
        moves.take_points(ctx.s, loser, winner, "culture", 5 + ctx.vars["advantage"], self.key)
