"""William Shakespeare (Age II leader).

+1 happy face (printed). Libraries and theaters help each other: while you have a library,
theaters cost 1 resource less to build and theater technologies 1 science less to develop;
while you have a theater, the same for libraries. Each library-theater pair adds 2 culture.

Rulings:
- "Have a library/theater" means a building: at least one worker on a library (theater)
  technology. A technology card without workers does not count.
- A pair is one library building with one theater building: pairs = the smaller of the two
  building counts (levels do not matter); each pair adds 2 to the culture rating.
- The resource discount applies to every building of the kind (also one placed by a card's
  order). An upgrade costs the difference of the two discounted costs, so a theater-to-theater
  upgrade costs what it would without Shakespeare (the core's rule for all build discounts).
- Both discounts never take a cost below 0 (the core clamps).
"""

from __future__ import annotations

from ..catalog import facts
from ..ratings import worked
from ..rules_base import CardRules

PARTNER = {"theater": "library", "library": "theater"}


def _buildings(p, kind: str) -> int:
    return sum(p.workers.get(t, 0) for t in worked(p, kind))


class WilliamShakespeare(CardRules):
    key = "II:William Shakespeare"
    text = (
        "+1 happy face. If you have a library, theaters cost 1 resource less to build and theater "
        "technologies 1 science less to develop; if you have a theater, the same holds for libraries. "
        "Each library-theater pair produces 2 extra culture."
    )
    text_cs = (
        "+1 šťastná značka. Máš-li knihovnu, stavíš divadla o 1 surovinu levněji a technologie divadel "
        "vynalézáš o 1 vědu levněji; máš-li divadlo, platí totéž pro knihovny. Každá dvojice knihovna-"
        "divadlo produkuje 2 kultury navíc."
    )

    def adjust(self, s, p, me, tally):
        pairs = min(_buildings(p, "library"), _buildings(p, "theater"))
        if pairs:
            tally.add("culture", 2 * pairs)

    def discount(self, s, p, me, purpose, target):
        if purpose not in ("build", "develop") or target is None:
            return 0
        partner = PARTNER.get(facts(target).type)
        return 1 if partner and worked(p, partner) else 0
