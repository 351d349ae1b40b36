"""St. Peter's Basilica (Age I wonder, 2006 edition).

Rulings:
- Printed +2 culture, and no happy face of its own (the 2006 table; the New Story card prints
  one).
- Every happy face you have counts twice (seed appendix, and the Simple game's example: six
  faces become twelve). The New Story card instead adds one face to each other card that has
  one. Doubled are the faces of every card in play, and the faces other cards add to the
  civilization before (`adjust_stage` 0); an unhappy face (a negative number) is not doubled.
- The faces Joan of Arc and Michelangelo read are the doubled ones (seed appendix: "also for
  Joan of Arc and Michelangelo").
- Happiness is still capped at 8 (the track; the Simple game's final bonus: 2 culture per face,
  16 at most).
"""

from __future__ import annotations

from ..i_st_peter_s_basilica import StPetersBasilica


class StPetersBasilica2006(StPetersBasilica):
    key = "I:St. Peter's Basilica (2006)"
    text = "Wonder: +2 culture. Every happy face you have counts twice."
    text_cs = "Div: +2 kultury. Každá tvá šťastná značka se počítá dvakrát."

    def adjust(self, s, p, me, tally):
        for e in tally.entries:
            if e.per.get("happy", 0) > 0:
                e.per["happy"] *= 2
        if tally.extra.get("happy", 0) > 0:
            tally.extra["happy"] *= 2
