"""Maximilien Robespierre (Age II leader, 2006 edition).

Rulings:
- +1 military action (printed). A revolution is paid with all your military actions instead
  of your civil ones; none may have been spent, all are spent afterwards, and the civil actions
  spent stay as they were (seed appendix, Robespierre). The core does it
  (`revolution_with_military`, as the New Story card).
- Unlike the New Story card he scores no culture for a revolution.
"""

from __future__ import annotations

from ...rules_base import CardRules
from ..ii_maximilien_robespierre import MaximilienRobespierre


class MaximilienRobespierre2006(MaximilienRobespierre):
    key = "II:Maximilien Robespierre (2006)"
    text = (
        "+1 military action. A revolution costs you all your military actions instead of all your "
        "civil actions."
    )
    text_cs = "+1 vojenská akce. Revoluce tě stojí všechny vojenské akce místo všech civilních."

    on_develop = CardRules.on_develop  # (no culture for a revolution: not a hook of this card)
