"""Masonry (Age I special technology, construction, 2006 edition).

Rulings:
- As the New Story card (3 science): urban buildings of level I, II and III cost 1 resource
  less, and one civil action may build up to 2 stages of your wonder.
- Urban buildings only, never farms, mines or units; an upgrade pays the difference of the
  two discounted costs, so Age A -> I saves 1 and I -> II saves nothing (seed, construction
  technologies; digest §20.3).
- A card ordering "build one stage" (Engineering Genius) still builds one (seed appendix).
"""

from __future__ import annotations

from ..i_masonry import Masonry


class Masonry2006(Masonry):
    key = "I:Masonry (2006)"
    text = (
        "Your urban buildings of level I, II and III cost 1 resource less. "
        "One civil action may build up to 2 stages of your wonder."
    )
    text_cs = (
        "Tvé městské budovy stupně I, II a III stojí o 1 surovinu méně. "
        "Za jednu civilní akci smíš postavit až 2 části divu."
    )
