"""Hanging Gardens (Age A wonder, 2006 edition).

Rulings:
- Its whole effect is printed: once completed, +1 culture and +2 happy faces; three stages
  of 2 resources each.
- Plays as the New Story card (the same numbers). In the Simple game happy faces do nothing
  during play: they count only in the final bonus (2 culture per face, at most 8 faces;
  seed, the Simple game's end).
"""

from __future__ import annotations

from ..a_hanging_gardens import HangingGardens


class HangingGardens2006(HangingGardens):
    key = "A:Hanging Gardens (2006)"
    text = "Wonder: +1 culture and +2 happy faces."
    text_cs = "Div: +1 kultura a +2 šťastné značky."
