"""Foray (Age I event, 2006 edition).

Rulings:
- Each of the two strongest civilizations (the strongest with two players; usual tie-break)
  produces 3 in all, split between food and resources as it likes; they choose clockwise from
  the player who revealed the card. The blue bank limits what is produced.
- Plays exactly as the New Story card ("produces" and "gains" are the same here).
"""

from ..i_foray import Foray


class Foray2006(Foray):
    key = "I:Foray (2006)"
    text = "The two strongest civilizations each produce 3 food and resources, split as they choose."
    text_cs = "Dva nejsilnější národy vyprodukují každý 3 jídla a suroviny v libovolném poměru."
