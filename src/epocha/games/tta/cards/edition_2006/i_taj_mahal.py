"""Taj Mahal (Age I wonder, 2006 edition).

Rulings:
- Its whole effect is printed: +3 culture once completed (stages 2, 4, 2).
- Unlike the New Story card it gives no blue token, and it has no text working from the card
  row: taking it after replacing your leader costs the usual civil actions. So it does not
  subclass the New Story card.
"""

from __future__ import annotations

from ...rules_base import CardRules


class TajMahal2006(CardRules):
    key = "I:Taj Mahal (2006)"
    text = "Wonder: +3 culture."
    text_cs = "Div: +3 kultury."
