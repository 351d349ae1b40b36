"""Refugees (Age II event, 2006 edition).

Rulings:
- The strongest civilization scores 3 culture and gains 1 population from its yellow bank, free
  of food (none if the bank is empty); the weakest loses 3 culture and 1 population (an unused
  worker first, otherwise a worker of its choice). The current player counts as the stronger
  among tied civilizations, then the next ones in turn order (seed), so the two are never the
  same civilization.
- Plays exactly as the New Story card (the same numbers).
"""

from __future__ import annotations

from ..ii_refugees import Refugees


class Refugees2006(Refugees):
    key = "II:Refugees (2006)"
    text = (
        "The strongest civilization scores 3 culture and gains 1 population; the weakest loses "
        "3 culture and 1 population."
    )
    text_cs = (
        "Nejsilnější národ získá 3 body kultury a 1 obyvatele; nejslabší národ ztratí 3 body "
        "kultury a 1 obyvatele."
    )
