"""Rebellion (Age I event).

Rulings:
- Every civilization spends 2 civil actions, without effect, per discontent worker. The
  discontent workers are counted even if unused workers cover them (§16.4, §22.17).
- It spends only the civil actions it has left. The player who revealed the event loses
  them from the current turn; the others lose them from their next turn, since actions are
  refreshed only at the end of one's own turn (§7.5).
"""

from ..ratings import discontent
from ..rules_base import CardRules


class Rebellion(CardRules):
    key = "I:Rebellion"
    text = "Every civilization spends 2 civil actions (without effect) per discontent worker."
    text_cs = "Každý národ za každého nespokojeného pracovníka utratí 2 civilní akce (bez efektu)."

    def play(self, ctx):
        for q in ctx.seats():
            n = discontent(ctx.s, ctx.player(q))
            if n:
                ctx.spend_civil_actions(2 * n, q=q)
