"""Development of Religion (Age A event, 2006 edition).

Rulings:
- Clockwise from the player who revealed the event, each player with an unused worker may
  build one temple on their Age A temple technology (Religion) for free: no resources and no
  civil action. The government's limit on urban buildings of a kind still holds. Players who
  cannot build are not asked.
- Plays as the New Story card, which builds on the board of the game's edition: here the
  2006 board's Religion.
"""

from ..a_development_of_religion import DevelopmentOfReligion


class DevelopmentOfReligion2006(DevelopmentOfReligion):
    key = "A:Development of Religion (2006)"
    text = "Each player with an unused worker may build an Age A temple for free."
    text_cs = "Každý hráč s volným človíkem smí zdarma postavit chrám věku A."
