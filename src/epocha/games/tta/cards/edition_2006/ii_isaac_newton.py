"""Isaac Newton (Age II leader, 2006 edition).

Rulings:
- As the New Story card: your best lab or library (highest level with a worker) produces extra
  science equal to its level.
- Developing a technology needs a civil action, but Newton gives it back: it is not used up.
  A revolution needs all the civil actions unspent, and afterwards 1 is left (seed appendix,
  Newton).
"""

from __future__ import annotations

from ..ii_isaac_newton import IsaacNewton


class IsaacNewton2006(IsaacNewton):
    key = "II:Isaac Newton (2006)"
    text = (
        "Your best lab or library produces extra science equal to its level. Developing a "
        "technology does not use up your civil action (after a revolution 1 is left)."
    )
    text_cs = (
        "Tvá nejlepší laboratoř nebo knihovna produkuje navíc tolik vědy, jaký je její stupeň. "
        "Vynalezení technologie ti nespotřebuje civilní akci (po revoluci ti jedna zbude)."
    )
