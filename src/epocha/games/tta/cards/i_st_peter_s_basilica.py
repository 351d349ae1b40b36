"""St. Peter's Basilica (Age I wonder).

Rulings:
- Printed: +2 culture and +1 happy face once completed. Every other card in play that has
  at least one happy face counts as printing one more (seed appendix): a worked technology
  gains one more face per worker (each worker is a building), any other card one more.
- A card's faces are read as printed plus the faces other effects print on it before
  (Homer slid under a wonder: a ruined wonder with Homer still has one face, so it gets
  the extra one too). A card showing an unhappy face (Kremlin) is no card with a happy
  face (§15). Faces the basilica itself prints are not doubled ("every other card").
- Happy faces added by effects that are not printed on a card (another card's bonus that
  goes to the civilization as a whole) are not doubled.
- Ruined by Ravages of Time it gives 2 culture only and no effect.
"""

from __future__ import annotations

from ..rules_base import CardRules


class StPetersBasilica(CardRules):
    key = "I:St. Peter's Basilica"
    adjust_stage = 0
    text = (
        "Wonder: +2 culture and +1 happy face. Every other card of yours in play with at least one "
        "happy face gives one more (a building: one more per worker)."
    )
    text_cs = (
        "Div: +2 kultury a +1 šťastná značka. Každá jiná tvá vyložená karta s alespoň jednou "
        "šťastnou značkou dává o jednu víc (budova: o jednu víc za každého pracovníka)."
    )

    def adjust(self, s, p, me, tally):
        for e in tally.entries:
            if e.card != me and e.per.get("happy", 0) >= 1:
                e.per["happy"] += 1
