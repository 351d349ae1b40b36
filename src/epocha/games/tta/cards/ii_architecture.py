"""Architecture (Age II special technology, construction).

Rulings:
- Level I urban buildings cost 1 resource less, level II and III ones 2 less; level A urban
  buildings, farms, mines and units keep their cost. Upgrades pay the difference of the
  discounted costs (A -> II saves 2, I -> II saves 1, II -> III saves nothing).
- One civil action builds 1, 2 or 3 stages of the unfinished wonder, paid together.
- It replaces Masonry (never two construction technologies in play).
"""

from __future__ import annotations

from .i_masonry import Construction


class Architecture(Construction):
    key = "II:Architecture"
    stages = 3
    by_level = {1: 1, 2: 2, 3: 2}
    text = (
        "Your level I urban buildings cost 1 resource less, level II and III ones 2 less. "
        "One civil action may build up to 3 stages of your wonder."
    )
    text_cs = (
        "Tvé městské budovy stupně I stojí o 1 surovinu méně, stupně II a III o 2 méně. "
        "Za jednu civilní akci můžeš postavit až 3 části divu."
    )
