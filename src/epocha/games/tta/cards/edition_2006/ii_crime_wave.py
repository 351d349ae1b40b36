"""Crime Wave (Age II event, 2006 edition).

Rulings:
- The two weakest civilizations each lose 3 culture and return 1 blue token to the box (from
  the blue bank, or from a farm or mine when the bank is empty). Among tied civilizations the
  current player counts as the stronger, then the next ones in turn order, so the tied one that
  finished its turn last is the weakest (seed). With two players only the weakest loses.
- Plays exactly as the New Story card (the same numbers).
"""

from __future__ import annotations

from ..ii_crime_wave import CrimeWave


class CrimeWave2006(CrimeWave):
    key = "II:Crime Wave (2006)"
    text = "The two weakest civilizations each lose 3 culture and put 1 blue token back in the box."
    text_cs = "Dva nejslabší národy ztratí po 3 bodech kultury a vrátí po 1 modrém žetonu do krabice."
