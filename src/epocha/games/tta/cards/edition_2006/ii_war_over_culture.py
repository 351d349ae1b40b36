"""War over Culture (Age II war, 2006 edition; the New Story has none in Age II).

Rulings:
- The loser loses as much culture as the winner's strength advantage (all it has if less); the
  winner scores exactly what was lost (seed: the winner gets only what the loser could lose).
- Either side may win: a declarer that is weaker when the war is fought loses culture to its
  target. Equal strengths: nothing happens (`wars.py`).
"""

from ... import moves
from ...rules_base import CardRules


class WarOverCultureII2006(CardRules):
    key = "II:War over Culture (2006)"
    text = "War. The winner takes from the loser as much culture as its strength advantage."
    text_cs = "Válka. Vítěz vezme poraženému tolik bodů kultury, o kolik byl silnější."

    def play(self, ctx):
        winner, loser = ctx.player(ctx.vars["winner"]), ctx.player(ctx.vars["loser"])
        moves.take_points(ctx.s, loser, winner, "culture", ctx.vars["advantage"], self.key)
