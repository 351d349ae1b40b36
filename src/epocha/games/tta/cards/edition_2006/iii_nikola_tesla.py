"""Nikola Tesla (Age III leader, 2006 edition; the seed's Czech printing calls him Bill Gates).

Rulings:
- Your labs of level I, II and III produce like mines: at production each worker on such a lab
  puts a blue token on it, worth the lab's level (1, 2 or 3), used as resources on mines are
  (seed appendix "Bill Gates"). Philosophy (level 0) produces nothing. Production and storing
  are the New Story Bill Gates' (tokens.produce, `labs_store_resources`).
- Unlike the New Story card, no culture is scored for what the labs produced, when he leaves
  play or at the end of the game. Resources already on labs stay usable after he leaves.
- While he leads, the other players pay 1 resource more to build or to upgrade a lab or a
  library (the card; the seed's appendix explains only the labs' production). An upgrade pays
  it once, on top of the difference of the two buildings' costs.
"""

from __future__ import annotations

from ...catalog import facts
from ..iii_bill_gates import STORE, BillGates


class NikolaTesla2006(BillGates):
    key = "III:Nikola Tesla (2006)"
    text = (
        "Your labs of level I-III produce resources like mines: 1 blue token per worker, worth the "
        "lab's level. The other players pay 1 resource more to build or upgrade labs and libraries."
    )
    text_cs = (
        "Tvé laboratoře stupně I až III produkují suroviny jako doly: 1 modrý žeton za pracovníka, "
        "v hodnotě stupně laboratoře. Ostatní hráči platí za stavbu či vylepšení laboratoří a "
        "knihoven o 1 surovinu víc."
    )

    def rival_surcharge(self, s, owner, me, tech):
        return 1 if facts(tech).type in ("lab", "library") else 0

    def produced(self, ctx, me, kind, made):
        """No culture is counted for the labs' production."""

    def on_leave(self, ctx, me):
        ctx.p.flags.pop(STORE, None)

    def end_of_game(self, ctx, me):
        """Nothing is scored."""
