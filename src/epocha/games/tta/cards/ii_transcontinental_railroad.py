"""Transcontinental Railroad (Age II wonder).

Rulings:
- Printed: +4 strength once completed (the civilization's, not a unit's).
- Its text: when your mines produce, one of your best mines produces twice. Your best mine
  is a worker on your highest-level mine technology with at least one worker (§13.1); it
  puts one more blue token on that card (appendix: "one extra blue token"). No worked
  mine: nothing extra.
- It changes production only, not what is counted as a rating. When the blue bank runs
  short the usual rule holds (the highest-level cards produce first).
"""

from __future__ import annotations

from ..ratings import best
from ..rules_base import CardRules


class TranscontinentalRailroad(CardRules):
    key = "II:Transcontinental Railroad"
    text = "Wonder: +4 strength. When your mines produce, one of your best mines produces twice."
    text_cs = "Div: +4 síly. Když tvé doly produkují, jeden z tvých nejlepších dolů produkuje dvakrát."

    def produce(self, s, p, me, kind, planned):
        if kind != "resources":
            return planned
        mine = best(p, "mine")
        if mine is None:
            return planned
        out = dict(planned)
        out[mine] = out.get(mine, 0) + 1
        return out
