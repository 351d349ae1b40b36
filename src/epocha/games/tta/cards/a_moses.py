"""Moses (Age A leader).

Rulings:
- Every increase of population that pays food costs 1 food less (never below 0): the civil
  action and any card that orders it (Frugality's refund comes after paying, so both add up).
- Effects that gain population without paying food are not changed.
"""

from __future__ import annotations

from ..rules_base import CardRules


class Moses(CardRules):
    key = "A:Moses"
    text = "Increasing your population costs 1 food less."
    text_cs = "Zvýšení počtu obyvatel tě stojí o 1 jídlo méně."

    def discount(self, s, p, me, purpose, target):
        return 1 if purpose == "population" else 0
