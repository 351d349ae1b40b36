"""Sid Meier (Age III leader).

Each of your labs produces culture equal to its level, and 1 science less.

Rulings:
- Per lab building (each worker on a lab technology): +level culture, -1 science. Philosophy
  (level 0, 1 science) then produces nothing.
"""

from __future__ import annotations

from ..rules_base import CardRules


class SidMeier(CardRules):
    key = "III:Sid Meier"
    text = "Each of your labs produces culture equal to its level, and 1 science less."
    text_cs = "Každá tvá laboratoř produkuje tolik kultury, jaký je její stupeň, a o 1 vědu méně."

    def adjust(self, s, p, me, tally):
        for e in tally.of_type("lab"):
            e.per["culture"] = e.per.get("culture", 0) + e.level
            e.per["science"] = e.per.get("science", 0) - 1
