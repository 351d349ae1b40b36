"""Architecture (Age II special technology, construction, 2006 edition).

Rulings:
- As the New Story card (6 science): urban buildings of level I cost 1 resource less, of level
  II and III 2 less; one civil action may build up to 3 stages of your wonder.
- Urban buildings only, never farms, mines or units. An upgrade pays the difference of the two
  discounted costs: A -> I saves 1, A -> II saves 2, I -> II saves 1 and II -> III saves nothing
  (seed, construction technologies; digest §20.3).
- It replaces Masonry: a higher special technology of the same kind takes the older one's
  place and their benefits never add up (seed; digest §20.3).
- A card ordering "build one stage" (Engineering Genius) still builds one (seed appendix).
"""

from __future__ import annotations

from ..ii_architecture import Architecture


class Architecture2006(Architecture):
    key = "II:Architecture (2006)"
    text = (
        "Your urban buildings of level I cost 1 resource less, those of level II and III 2 less. "
        "One civil action may build up to 3 stages of your wonder."
    )
    text_cs = (
        "Tvé městské budovy stupně I stojí o 1 surovinu méně, stupně II a III o 2 suroviny méně. "
        "Za jednu civilní akci smíš postavit až 3 části divu."
    )
