"""Universitas Carolina (Age I wonder, 2006 edition).

Rulings:
- As the New Story card, its whole effect is printed: +2 science and +1 culture once completed
  (stages 3, 3, 3; the seed's Czech name is Karlova univerzita).
"""

from __future__ import annotations

from ..i_universitas_carolina import UniversitasCarolina


class UniversitasCarolina2006(UniversitasCarolina):
    key = "I:Universitas Carolina (2006)"
    text = "Wonder: +2 science and +1 culture."
    text_cs = "Div: +2 věda a +1 kultura."
