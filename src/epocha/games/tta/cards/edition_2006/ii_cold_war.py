"""Cold War (Age II event, 2006 edition).

Rulings:
- The two strongest civilizations score 6 science each; ties go to the current player, then
  the next ones in turn order (seed: the player on turn, or sooner on turn, counts as the
  stronger). With two players only the strongest scores.
- Plays exactly as the New Story card (the same number).
"""

from __future__ import annotations

from ..ii_cold_war import ColdWar


class ColdWar2006(ColdWar):
    key = "II:Cold War (2006)"
    text = "The two strongest civilizations each score 6 science."
    text_cs = "Dva nejsilnější národy získají po 6 bodech vědy."
