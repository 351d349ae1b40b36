"""Engineering (Age III special technology, construction, 2006 edition).

Rulings:
- As the New Story card (9 science): urban buildings of level I cost 1 resource less, of level
  II 2 less and of level III 3 less; one civil action may build up to 4 stages of your wonder.
- Urban buildings only, never farms, mines or units. An upgrade pays the difference of the two
  discounted costs, so II -> III saves 1, the one discount on it Masonry and Architecture do
  not give (seed, construction technologies; digest §20.3).
- It replaces Masonry or Architecture: their benefits never add up (seed; digest §20.3).
- A card ordering "build one stage" (Engineering Genius) still builds one (seed appendix).
"""

from __future__ import annotations

from ..iii_engineering import Engineering


class Engineering2006(Engineering):
    key = "III:Engineering (2006)"
    text = (
        "Your urban buildings of level I cost 1 resource less, of level II 2 less, of level III 3 "
        "less. One civil action may build up to 4 stages of your wonder."
    )
    text_cs = (
        "Tvé městské budovy stupně I stojí o 1 surovinu méně, stupně II o 2, stupně III o 3. "
        "Za jednu civilní akci smíš postavit až 4 části divu."
    )
