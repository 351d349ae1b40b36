"""Hanging Gardens (Age A wonder).

Rulings:
- Its whole effect is printed: once completed, +1 culture and +2 happy faces.
- Ruined by Ravages of Time it gives 2 culture only.
"""

from __future__ import annotations

from ..rules_base import CardRules


class HangingGardens(CardRules):
    key = "A:Hanging Gardens"
    text = "Wonder: +1 culture and +2 happy faces."
    text_cs = "Div: +1 kultura a +2 šťastné značky."
