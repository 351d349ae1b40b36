"""Uncertain Borders (Age I event).

Rulings:
- The strongest civilization moves 1 yellow token from the weakest civilization's yellow
  bank into its own yellow bank; only what is in the weakest's yellow bank can be taken,
  never a worker (§16.2).
- Ties as in every comparison: the current player counts as the stronger, so the strongest
  and the weakest are different civilizations.
"""

from ..rules_base import CardRules


class UncertainBorders(CardRules):
    key = "I:Uncertain Borders"
    text = "The strongest civilization takes 1 yellow token from the weakest one's yellow bank."
    text_cs = "Nejsilnější národ si vezme 1 žlutý žeton ze žluté banky nejslabšího národa."

    def play(self, ctx):
        strong, weak = ctx.strongest()[0], ctx.weakest()[0]
        if ctx.player(weak).yellow:
            ctx.bank("yellow", -1, q=weak)
            ctx.bank("yellow", 1, q=strong)
