"""Iconoclasm (Age II event, 2006 edition).

Rulings:
- Every civilization whose leader comes from another age than the current one discards that
  leader with its lasting effects. It is not a replacement: no civil action comes back (in
  the 2006 rules not even a replaced leader gives one), and no second leader of that age may
  be taken. Civilizations lose their leaders clockwise from the revealer.
- Plays exactly as the New Story card.
"""

from __future__ import annotations

from ..ii_iconoclasm import Iconoclasm


class Iconoclasm2006(Iconoclasm):
    key = "II:Iconoclasm (2006)"
    text = "Every civilization discards its leader if that leader is not of the current age."
    text_cs = "Každý národ odloží svého vůdce, pokud nepochází ze současného věku."
