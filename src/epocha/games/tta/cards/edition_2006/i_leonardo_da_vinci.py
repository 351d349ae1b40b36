"""Leonardo da Vinci (Age I leader, 2006 edition).

Rulings:
- As the New Story card: your best lab or library (the highest level one with a worker) adds
  as much science as its level (the seed's example: a lab of level I gives him 1 science), and
  each time you develop a technology you gain 1 resource (a government and a revolution
  included).
"""

from __future__ import annotations

from ..i_leonardo_da_vinci import LeonardoDaVinci


class LeonardoDaVinci2006(LeonardoDaVinci):
    key = "I:Leonardo da Vinci (2006)"
    text = (
        "Your best lab or library gives extra science equal to its level. Each time you develop a "
        "technology, gain 1 resource."
    )
    text_cs = (
        "Tvá nejlepší laboratoř nebo knihovna produkuje navíc tolik vědy, kolik je její stupeň. "
        "Pokaždé, když vyložíš technologii, získáš 1 surovinu."
    )
