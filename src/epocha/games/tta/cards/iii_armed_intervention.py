"""Armed Intervention (Age III aggression).

Rulings:
- The defender loses 7 culture (all it has if less); the attacker scores exactly what was lost.
"""

from .. import moves
from ..rules_base import CardRules


class ArmedIntervention(CardRules):
    key = "III:Armed Intervention"
    text = "Aggression. The defender loses 7 culture; you score as much."
    text_cs = "Agrese. Napadený ztratí 7 bodů kultury; vy jich tolik získáte."

    def play(self, ctx):
        moves.take_points(ctx.s, ctx.player(ctx.rival), ctx.p, "culture", 7, self.key)
