"""Colossus (Age A wonder, 2006 edition).

Rulings:
- Its whole effect is printed: once completed, +1 culture, +1 strength and +1 colonization
  bonus; its two stages cost 3 and 3 resources (the card table).
- Differs from the New Story card only in its numbers: the New Story's gives +2 strength and
  no culture. The rules are the New Story card's (`ratings.tally` and
  `ratings.colonization_bonus` read the facts).
- The strength is the civilization's, not a unit's (seed 2006 appendix, strength bonuses: a
  sacrificed unit counts its normal value). The colonization bonus matters only in the games
  with colonization (the Simple game has no territories).
"""

from __future__ import annotations

from ..a_colossus import Colossus


class Colossus2006(Colossus):
    key = "A:Colossus (2006)"
    text = "Wonder: +1 culture, +1 strength and +1 colonization bonus."
    text_cs = "Div: +1 kultura, +1 síla a +1 ke kolonizaci."
