"""Development of Warfare (Age A event, 2006 edition).

Rulings:
- Clockwise from the player who revealed the event, each player with an unused worker may
  build one Warriors unit (their Age A infantry technology) for free: no resources and no
  military action (the seed's example of this event). Players who cannot build are not asked.
- Plays as the New Story card, which builds on the board of the game's edition: here the
  2006 board's Warriors.
"""

from ..a_development_of_warfare import DevelopmentOfWarfare


class DevelopmentOfWarfare2006(DevelopmentOfWarfare):
    key = "A:Development of Warfare (2006)"
    text = "Each player with an unused worker may build a Warriors unit for free."
    text_cs = "Každý hráč s volným človíkem smí zdarma postavit jednotku Bojovníků."
