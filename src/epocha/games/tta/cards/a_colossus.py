"""Colossus (Age A wonder).

Rulings:
- Its whole effect is printed: once completed, +2 strength and +1 colonization bonus
  (ratings.tally and ratings.colonization_bonus read the facts). The strength is the
  civilization's, not a unit's. Unfinished, it does nothing.
- Ruined by Ravages of Time it gives 2 culture only: no strength, no colonization bonus.
"""

from __future__ import annotations

from ..rules_base import CardRules


class Colossus(CardRules):
    key = "A:Colossus"
    text = "Wonder: +2 strength and +1 colonization bonus."
    text_cs = "Div: +2 síly a +1 ke kolonizaci."
