"""Julius Caesar (Age A leader, 2006 edition).

Rulings:
- Its whole effect is printed: +1 military action and +1 strength while he leads
  (`ratings.totals` and the ratings read the facts).
- Differs from the New Story card: the 2006 card has no second political action once per
  game, so the New Story card's rules (that ability alone) are not used.
"""

from __future__ import annotations

from ...rules_base import CardRules


class JuliusCaesar2006(CardRules):
    key = "A:Julius Caesar (2006)"
    text = "+1 military action and +1 strength."
    text_cs = "+1 vojenská akce a +1 síla."
