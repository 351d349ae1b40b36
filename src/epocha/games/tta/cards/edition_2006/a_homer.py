"""Homer (Age A leader, 2006 edition).

Rulings:
- In each of your turns, 1 resource for recruiting or upgrading military units: the New
  Story card's pool, kept as it is (seed 2006 appendix, military discounts: the first
  resource spent on units that turn is free, whatever the number or cost of the units;
  filled at the start of each of your turns and in the turn he comes into play; what is
  left at the end of the turn is lost).
- Up to two of your Warriors units produce 1 culture each: +1 to the culture rating for
  each worker on Warriors, at most +2 (the seed's card: "Až dvě tvé jednotky Bojovníků
  produkují každá 1 [kulturu]"). Units of later infantry technologies give nothing: an
  upgrade from Warriors loses the culture.
- Differs from the New Story card: no printed happy face (the 2006 table prints none), the
  culture of Warriors is new, and he cannot be slid under a wonder when replaced: he leaves
  as any leader does.
"""

from __future__ import annotations

from ...catalog import edition_key, key_of
from ..a_homer import Homer


class Homer2006(Homer):
    key = "A:Homer (2006)"
    text = (
        "In each of your turns, 1 extra resource for building or upgrading military units. Up to "
        "two of your Warriors units give 1 culture each."
    )
    text_cs = (
        "V každém svém tahu máš 1 surovinu navíc na stavbu nebo vylepšení vojenských jednotek. Až "
        "dvě tvé jednotky Bojovníků dávají každá 1 kulturu."
    )
    culture_units = 2  # at most this many Warriors units give culture
    warriors = edition_key("A", "Warriors", "2006")

    def adjust(self, s, p, me, tally):
        units = sum(e.count for e in tally.entries if key_of(e.card) == self.warriors)
        if units:
            tally.add("culture", min(units, self.culture_units))

    def on_leave(self, ctx, me):
        """Replaced, he leaves as any leader does (the New Story's slide under a wonder is not on
        the 2006 card)."""
