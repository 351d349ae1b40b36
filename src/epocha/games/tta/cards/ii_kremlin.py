"""Kremlin (Age II wonder).

Rulings:
- Its whole effect is printed: once completed, +1 civil action, +1 military action,
  +2 culture and one unhappy face (-1 happy face). The new actions arrive unspent.
- Its unhappy face makes it no "card with a happy face": St. Peter's Basilica adds nothing
  to it.
"""

from __future__ import annotations

from ..rules_base import CardRules


class Kremlin(CardRules):
    key = "II:Kremlin"
    text = "Wonder: +1 civil action, +1 military action, +2 culture, 1 unhappy face."
    text_cs = "Div: +1 civilní akce, +1 vojenská akce, +2 kultury, 1 nešťastná značka."
