"""J. S. Bach (Age II leader, 2006 edition).

Rulings:
- Each of your theaters (each worker on a theater technology) produces 1 extra culture.
- Theater technologies cost you 1 science less to develop, and theaters 1 resource less to
  build (never below 0). An upgrade pays the difference of the two discounted costs (the
  core's rule for build discounts), so a theater-to-theater upgrade costs what it would
  without him.
- The New Story card (2 science less, an upgrade to a theater once a turn, no cheaper
  theaters) is a different card: this one does not subclass it.
"""

from __future__ import annotations

from ...catalog import facts
from ...rules_base import CardRules


class JSBach2006(CardRules):
    key = "II:J. S. Bach (2006)"
    text = (
        "Each of your theaters produces 1 extra culture. Theater technologies cost you 1 science less "
        "and theaters 1 resource less to build."
    )
    text_cs = (
        "Každé tvé divadlo produkuje 1 kulturu navíc. Technologie divadel tě stojí o 1 vědu méně a "
        "stavba divadla o 1 surovinu méně."
    )

    def adjust(self, s, p, me, tally):
        for e in tally.of_type("theater"):
            e.per["culture"] = e.per.get("culture", 0) + 1

    def discount(self, s, p, me, purpose, target):
        if purpose in ("develop", "build") and target is not None and facts(target).type == "theater":
            return 1
        return 0
