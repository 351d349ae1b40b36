"""Great Wall (Age I wonder).

Rulings:
- Printed: +1 culture and +1 happy face once completed. Its text adds +1 strength for each
  infantry and each artillery unit (a worker on an infantry or artillery technology, any
  level); cavalry and air forces add nothing.
- The strength is the civilization's, not the units' (appendix: like Colossus). Genghis
  Khan's infantry counted as cavalry in armies stays infantry for the Great Wall (§19).
- Ruined by Ravages of Time it gives 2 culture only and no strength.
"""

from __future__ import annotations

from ..catalog import facts
from ..rules_base import CardRules


class GreatWall(CardRules):
    key = "I:Great Wall"
    text = "Wonder: +1 culture, +1 happy face, and +1 strength for each of your infantry and artillery units."
    text_cs = "Div: +1 kultura, +1 šťastná značka a +1 síla za každou tvou jednotku pěchoty a dělostřelectva."

    def adjust(self, s, p, me, tally):
        units = sum(n for tech, n in p.workers.items() if facts(tech).type in ("infantry", "artillery"))
        if units:
            tally.add("strength", units)
