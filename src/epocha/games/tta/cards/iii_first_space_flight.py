"""First Space Flight (Age III wonder).

Rulings:
- One-time effect on completion: score 1 culture per level of each technology card you have
  in play: farm, mine, urban building and unit technologies (with or without workers),
  special technologies and the government (a technology card, §14.1; the 2006 appendix
  counts it too). Each card counts once, whatever its workers; Age A cards count 0.
- It prints nothing else, so once completed it only counts as a completed wonder.
"""

from __future__ import annotations

from ..catalog import facts
from ..rules_base import CardRules


def technology_levels(p) -> int:
    cards = [*p.techs, *p.specials.values(), p.government]
    return sum(facts(c).level for c in cards if c)


class FirstSpaceFlight(CardRules):
    key = "III:First Space Flight"
    text = (
        "Wonder, on completion: score 1 culture per level of each of your technology cards in play "
        "(government and special technologies included)."
    )
    text_cs = (
        "Div, při dokončení: získej 1 bod kultury za každý stupeň každé své vyložené karty technologie "
        "(včetně státního zřízení a speciálních technologií)."
    )

    def on_enter(self, ctx, me):
        ctx.score(culture=technology_levels(ctx.p))
