"""War over Territory (Age II war).

Rulings:
- The loser loses 1 yellow token, plus 1 for every full 5 points of the winner's strength
  advantage, from its yellow bank only (never a worker, §16.2): all it has there if fewer.
- The winner gains exactly as many yellow tokens into its yellow bank.
"""

from ..rules_base import CardRules


class WarOverTerritory(CardRules):
    key = "II:War over Territory"
    text = (
        "War. The loser loses 1 yellow token, plus 1 for every 5 points of strength advantage; "
        "the winner gains them."
    )
    text_cs = (
        "Válka. Poražený ztratí 1 žlutý žeton a další 1 za každých 5 bodů převahy v síle; vítěz je získá."
    )

    def play(self, ctx):
        winner, loser = ctx.vars["winner"], ctx.vars["loser"]
        lost = min(1 + ctx.vars["advantage"] // 5, ctx.player(loser).yellow)
        if lost:
            ctx.bank("yellow", -lost, q=loser)
            ctx.bank("yellow", lost, q=winner)
