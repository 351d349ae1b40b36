"""Development of Settlement (Age A event, 2006 edition).

Rulings:
- Every civilization increases its population by 1 for free: a yellow token moves from its
  yellow bank to its unused workers, no food paid. With an empty yellow bank it gains nothing.
- Plays exactly as the New Story card.
"""

from ..a_development_of_settlement import DevelopmentOfSettlement


class DevelopmentOfSettlement2006(DevelopmentOfSettlement):
    key = "A:Development of Settlement (2006)"
    text = "Every civilization increases its population by 1 for free."
    text_cs = "Každý národ zdarma zvýší počet obyvatel o 1."
