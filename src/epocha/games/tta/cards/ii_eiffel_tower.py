"""Eiffel Tower (Age II wonder).

Rulings:
- Its whole effect is printed: once completed, +4 culture and +1 happy face.
"""

from __future__ import annotations

from ..rules_base import CardRules


class EiffelTower(CardRules):
    key = "II:Eiffel Tower"
    text = "Wonder: +4 culture and +1 happy face."
    text_cs = "Div: +4 kultury a +1 šťastná značka."
