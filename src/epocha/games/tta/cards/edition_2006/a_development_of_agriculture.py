"""Development of Agriculture (Age A event, 2006 edition).

Rulings:
- Every civilization still in the game gains 2 food from its blue bank, clockwise from the
  player who revealed the event; with too few blue tokens it gains what the bank allows.
- Plays exactly as the New Story card (the same number).
"""

from ..a_development_of_agriculture import DevelopmentOfAgriculture


class DevelopmentOfAgriculture2006(DevelopmentOfAgriculture):
    key = "A:Development of Agriculture (2006)"
    text = "Every civilization gains 2 food."
    text_cs = "Každý národ získá 2 jídla."
