"""Great Wall (Age I wonder, 2006 edition).

Rulings:
- Plays as the New Story card: printed +1 culture and +1 happy face (the 2006 table), and +1
  strength for each infantry and each artillery unit; stages 2, 2, 3, 2 as in the New Story.
- The strength is the civilization's, not the units' (seed appendix, strength bonuses): a
  sacrificed unit counts only its own strength.
- Counted only once completed (seed's Simple game example: an unfinished Great Wall gives no
  bonus).
"""

from __future__ import annotations

from ..i_great_wall import GreatWall


class GreatWall2006(GreatWall):
    key = "I:Great Wall (2006)"
    text = "Wonder: +1 culture, +1 happy face, and +1 strength for each of your infantry and artillery units."
    text_cs = "Div: +1 kultura, +1 šťastná značka a +1 síla za každou tvou pěchotu a každé dělostřelectvo."
