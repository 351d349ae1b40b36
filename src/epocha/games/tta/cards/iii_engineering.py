"""Engineering (Age III special technology, construction).

Rulings:
- Urban buildings cost as many resources less as their level (I: 1, II: 2, III: 3); level A
  urban buildings, farms, mines and units keep their cost. Upgrades pay the difference of
  the discounted costs.
- One civil action builds 1 to 4 stages of the unfinished wonder, paid together.
- It replaces Masonry or Architecture (never two construction technologies in play).
"""

from __future__ import annotations

from .i_masonry import Construction


class Engineering(Construction):
    key = "III:Engineering"
    stages = 4
    by_level = {1: 1, 2: 2, 3: 3}
    text = (
        "Your urban buildings cost as many resources less as their level (I: 1, II: 2, III: 3). "
        "One civil action may build up to 4 stages of your wonder."
    )
    text_cs = (
        "Tvé městské budovy stojí o tolik surovin méně, kolik je jejich stupeň (I: 1, II: 2, III: 3). "
        "Za jednu civilní akci můžeš postavit až 4 části divu."
    )
