"""Development of Markets (Age A event, 2006 edition).

Rulings:
- Every civilization gains either 2 food or 2 resources, its owner's choice, clockwise from
  the player who revealed the event. A gain from the blue bank: no workers are involved. A
  civilization with an empty blue bank cannot gain anything and is not asked.
- Plays exactly as the New Story card (the same number).
"""

from ..a_development_of_markets import DevelopmentOfMarkets


class DevelopmentOfMarkets2006(DevelopmentOfMarkets):
    key = "A:Development of Markets (2006)"
    text = "Every civilization gains 2 food or 2 resources, as it chooses."
    text_cs = "Každý národ získá podle své volby 2 jídla, nebo 2 suroviny."
