"""Charlie Chaplin (Age III leader).

+2 happy faces (printed). Your best theater produces twice as much culture.

Rulings:
- The best theater is one building: a worker on your highest-level theater technology. Its
  culture is counted once more (the culture of one building of that level); with no theater
  building there is no bonus.
"""

from __future__ import annotations

from ..rules_base import CardRules


class CharlieChaplin(CardRules):
    key = "III:Charlie Chaplin"
    text = "+2 happy faces. Your best theater produces twice as much culture."
    text_cs = "+2 šťastné značky. Tvé nejlepší divadlo produkuje dvojnásobek kultury."

    def adjust(self, s, p, me, tally):
        theaters = tally.of_type("theater")
        if theaters:
            best = max(theaters, key=lambda e: e.level)
            tally.add("culture", best.per.get("culture", 0))
