"""Genghis Khan (Age I leader, 2006 edition).

Rulings:
- Each of your cavalry units is 1 stronger and produces 1 culture (the 2006 card; the New
  Story card instead lets infantry count as cavalry for tactics and scores 3 culture for
  one of the two strongest). So it does not subclass the New Story card.
- The strength is the units' own (seed appendix: Genghis Khan really strengthens cavalry, so
  a sacrificed cavalry unit counts more); it is in the strength rating, and the culture in
  the culture rating.
- Your tactic card has no effect while he leads: the armies it would form add nothing. The
  Simple game has no tactics; a player's one tactic (2006: no copying) is cancelled here.
"""

from __future__ import annotations

from ...ratings import army_strength
from ...rules_base import CardRules


class GenghisKhan2006(CardRules):
    key = "I:Genghis Khan (2006)"
    text = (
        "Your tactic card has no effect. Each of your cavalry units has +1 strength and produces 1 culture."
    )
    text_cs = (
        "Tvá karta taktiky nemá žádný účinek. Každá tvá jízdní jednotka má sílu +1 a produkuje 1 kulturu."
    )

    tactic_void = True  # (nor do sacrificed armies count their tactic: sacrifices.py)

    def adjust(self, s, p, me, tally):
        for e in tally.of_type("cavalry"):
            e.per["strength"] = e.per.get("strength", 0) + 1
            e.per["culture"] = e.per.get("culture", 0) + 1
        if p.tactic:
            armies = army_strength(s, p)
            if armies:
                tally.add("strength", -armies)
