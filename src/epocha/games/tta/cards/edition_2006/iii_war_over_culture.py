"""War over Culture (Age III war, 2006 edition).

Rulings:
- The loser loses as much culture as the winner's strength advantage (all it has if less); the
  winner scores exactly what was lost. No fixed 5 on top (the New Story card: 5 plus the
  advantage).
"""

from ... import moves
from ..iii_war_over_culture import WarOverCulture


class WarOverCultureIII2006(WarOverCulture):
    key = "III:War over Culture (2006)"
    text = "War. The winner takes from the loser as much culture as its strength advantage."
    text_cs = "Válka. Vítěz vezme poraženému tolik bodů kultury, o kolik byl silnější."

    def play(self, ctx):
        winner, loser = ctx.player(ctx.vars["winner"]), ctx.player(ctx.vars["loser"])
        moves.take_points(ctx.s, loser, winner, "culture", ctx.vars["advantage"], self.key)
