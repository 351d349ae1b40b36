"""Development of Trade Routes (Age A event, 2006 edition).

Rulings:
- Every civilization scores 1 science, then gains 1 resource, then 1 food: the order of the
  2006 card's text ("1 science, 1 resource and 1 food"), which matters only to a blue bank
  with a single token left (§16.6: gains in the printed order). The New Story card gains the
  food before the resource; otherwise the two play alike.
"""

from ..a_development_of_trade_routes import DevelopmentOfTradeRoutes


class DevelopmentOfTradeRoutes2006(DevelopmentOfTradeRoutes):
    key = "A:Development of Trade Routes (2006)"
    text = "Every civilization scores 1 science and gains 1 resource and 1 food."
    text_cs = "Každý národ získá 1 bod vědy, 1 surovinu a 1 jídlo."
    gains = ("resources", "food")
