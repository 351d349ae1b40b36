"""War over Territory (Age II war, 2006 edition).

Rulings:
- The loser loses 1 yellow token plus 1 for every full 3 points of the winner's strength
  advantage (seed 003's illustration; the New Story card: every 5), from its yellow bank only,
  never a worker: all it has there if fewer. The winner puts exactly as many into its own yellow
  bank.
- The loser's units sacrificed in the war go back to its yellow bank only once the war is over:
  they cannot be taken.
"""

from ..ii_war_over_territory import WarOverTerritory


class WarOverTerritory2006(WarOverTerritory):
    key = "II:War over Territory (2006)"
    step = 3  # one more token for every this many points of advantage
    text = (
        "War. The winner takes 1 yellow token from the loser's yellow bank, plus 1 for every 3 points "
        "of strength advantage."
    )
    text_cs = (
        "Válka. Vítěz vezme poraženému 1 žlutý žeton ze žlutého pruhu a další 1 za každé 3 body, "
        "o které byl silnější."
    )

    def play(self, ctx):
        winner, loser = ctx.vars["winner"], ctx.vars["loser"]
        lost = min(1 + ctx.vars["advantage"] // self.step, ctx.player(loser).yellow)
        if lost:
            ctx.bank("yellow", -lost, q=loser)
            ctx.bank("yellow", lost, q=winner)
