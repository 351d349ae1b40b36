"""Eiffel Tower (Age II wonder, 2006 edition).

Rulings:
- Plays as the New Story card: its whole effect is printed, +4 culture and +1 happy face once
  completed; stages 3, 7, 3 as in the New Story.
- Counted only once completed.
"""

from __future__ import annotations

from ..ii_eiffel_tower import EiffelTower


class EiffelTower2006(EiffelTower):
    key = "II:Eiffel Tower (2006)"
    text = "Wonder: +4 culture and +1 happy face."
    text_cs = "Div: +4 kultury a +1 šťastná značka."
