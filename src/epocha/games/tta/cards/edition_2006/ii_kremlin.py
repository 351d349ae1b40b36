"""Kremlin (Age II wonder, 2006 edition).

Rulings:
- Its whole effect is printed (the 2006 table): once completed, +1 civil action, +1 military
  action, +3 culture and 2 unhappy faces (-2 happy faces). The New Story card gives 2 culture
  and one unhappy face. Stages 4, 4, 4 as in the New Story.
- The new actions arrive unspent.
- Its unhappy faces are no happy faces: St. Peter's Basilica doubles nothing of it.
"""

from __future__ import annotations

from ..ii_kremlin import Kremlin


class Kremlin2006(Kremlin):
    key = "II:Kremlin (2006)"
    text = "Wonder: +1 civil action, +1 military action, +3 culture, 2 unhappy faces."
    text_cs = "Div: +1 civilní akce, +1 vojenská akce, +3 kultury, 2 nešťastné značky."
