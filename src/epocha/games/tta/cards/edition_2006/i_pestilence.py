"""Pestilence (Age I event, 2006 edition).

Rulings:
- Each civilization, clockwise from the player who revealed the card, loses 1 population: an
  unused worker if there is one, otherwise its owner picks a building or unit to give up.
- Plays exactly as the New Story card.
"""

from ..i_pestilence import Pestilence


class Pestilence2006(Pestilence):
    key = "I:Pestilence (2006)"
    text = "Each civilization loses 1 population."
    text_cs = "Všechny národy přijdou o jednoho obyvatele."
