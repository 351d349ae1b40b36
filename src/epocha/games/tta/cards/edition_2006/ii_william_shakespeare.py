"""William Shakespeare (Age II leader, 2006 edition).

Rulings:
- Each library you have (each worker on a library technology: one building) produces 1 extra
  culture, and each library-theater pair 2 more: pairs = the smaller of the two building
  counts, levels do not matter.
- The New Story card's printed happy face and its cheaper libraries and theaters (resources
  and science) are not on the 2006 card: it changes no cost.
"""

from __future__ import annotations

from ...rules_base import CardRules
from ..ii_william_shakespeare import WilliamShakespeare, _buildings


class WilliamShakespeare2006(WilliamShakespeare):
    key = "II:William Shakespeare (2006)"
    text = "Each of your libraries produces 1 extra culture, and each library-theater pair 2 more."
    text_cs = "Každá tvá knihovna produkuje 1 kulturu navíc a každá dvojice knihovna-divadlo další 2."

    discount = CardRules.discount  # (no discounts: not a hook of this card)

    def adjust(self, s, p, me, tally):
        libraries = _buildings(p, "library")
        pairs = min(libraries, _buildings(p, "theater"))
        if libraries:
            tally.add("culture", libraries + 2 * pairs)
