"""Spy (Age II aggression).

Rulings:
- The defender loses up to 5 science (all it has if less); the attacker scores exactly what was
  lost.
"""

from .. import moves
from ..rules_base import CardRules


class Spy(CardRules):
    key = "II:Spy"
    text = "Aggression. The defender loses up to 5 science; you score as much."
    text_cs = "Agrese. Napadený ztratí až 5 bodů vědy; vy jich tolik získáte."

    def play(self, ctx):
        moves.take_points(ctx.s, ctx.player(ctx.rival), ctx.p, "science", 5, self.key)
