"""Maximilien Robespierre (Age II leader).

+1 military action (printed). You declare revolutions with military actions instead of civil
ones, and you score 3 culture whenever you declare a revolution.

Rulings:
- A revolution costs all your military actions (your total: none may be spent) and the lower
  science cost; your civil actions are not needed and stay as they are. `revolution_with_military`
  tells the core (actions.revolution_options) to do so.
- The revolution otherwise runs as usual: military actions the new government adds count as
  spent (seed §19); civil actions it adds arrive usable, since none were paid (the digest's
  open question §22.13, decided as it recommends and as the 2006 appendix says; the core
  marks spent only the kind a revolution was paid with). Military actions gained later in the
  turn (Patriotism's extra one is not in the total) stay usable.
- The 3 culture come with every revolution, whatever ordered it; a peaceful change of
  government scores nothing.
"""

from __future__ import annotations

from ..rules_base import CardRules


class MaximilienRobespierre(CardRules):
    key = "II:Maximilien Robespierre"
    revolution_with_military = True
    text = (
        "+1 military action. A revolution costs you all your military actions instead of all your "
        "civil actions. Score 3 culture whenever you declare a revolution."
    )
    text_cs = (
        "+1 vojenská akce. Revoluce tě stojí všechny vojenské akce místo všech civilních. Kdykoli "
        "vyhlásíš revoluci, získej 3 kultury."
    )

    def on_develop(self, ctx, me, tech, revolution):
        if revolution:
            ctx.score(culture=3)
