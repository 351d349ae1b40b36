"""Development of Crafts (Age A event, 2006 edition).

Rulings:
- Every civilization still in the game gains 2 resources from its blue bank, clockwise from
  the player who revealed the event; with too few blue tokens it gains what the bank allows.
- Plays exactly as the New Story card (the same number).
"""

from ..a_development_of_crafts import DevelopmentOfCrafts


class DevelopmentOfCrafts2006(DevelopmentOfCrafts):
    key = "A:Development of Crafts (2006)"
    text = "Every civilization gains 2 resources."
    text_cs = "Každý národ získá 2 suroviny."
