"""Michelangelo (Age I leader).

Rulings:
- Your temples, theaters (each worker is a building) and completed wonders add 1 culture for
  each happy face they give, as changed by other cards: St. Peter's Basilica's extra face
  and Homer slid under a wonder count (seed appendix). A wonder with an unhappy face
  (Kremlin) adds nothing and takes nothing.
- Taking a wonder from the card row costs no extra civil action for the wonders you have
  completed; its row cost and discounts apply as usual.
"""

from __future__ import annotations

from ..rules_base import CardRules


class Michelangelo(CardRules):
    key = "I:Michelangelo"
    text = (
        "Your temples, theaters and wonders give +1 culture for each of their happy faces. Taking a "
        "wonder costs no extra actions for the wonders you have."
    )
    text_cs = (
        "Tvé chrámy, divadla a divy dávají +1 kulturu za každou svou šťastnou značku. Braní divu tě "
        "nestojí akce navíc za divy, které už máš."
    )

    def adjust(self, s, p, me, tally):
        faces = sum(max(0, e.total("happy")) for e in tally.of_type("temple", "theater", "wonder"))
        if faces:
            tally.add("culture", faces)

    def ignores_wonder_surcharge(self, s, p, me):
        return True
