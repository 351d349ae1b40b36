"""Ocean Liner Service (Age II wonder).

Rulings:
- Nothing printed besides its text: once completed, once in each of your turns, during your
  action phase, you may gain 1 population (a yellow token from the yellow bank to the
  unused workers) paying no civil action and no food. Using it ends the politics phase,
  like any action.
- It is not the "increase population" action: its food cost and its discounts do not apply.
  With an empty yellow bank it cannot be used (it would gain nothing).
- Not usable in round 1 (only cards are taken then) nor outside your own turn.
"""

from __future__ import annotations

from epocha.engine.message import card, msg

from ..actions import option
from ..catalog import key_of
from ..rules_base import CardRules


class OceanLinerService(CardRules):
    key = "II:Ocean Liner Service"
    text = "Wonder: once in the action phase of each of your turns, gain 1 population (no action, no food)."
    text_cs = "Div: jednou v akční fázi každého svého tahu získej 1 obyvatele bez akce a bez jídla."

    def abilities(self, s, p, me):
        if self.key in p.turn["used"] or not p.yellow:
            return []
        return [
            option(
                {
                    "type": "ability",
                    "card": me,
                    "label": msg("{card}: gain 1 population", card=card(self.key)),
                    "group": "abilities",
                    "target": card(self.key),
                },
                ("ability", me, "population"),
                {},  # free: no action, no food
            )
        ]

    def use(self, ctx, value):
        ctx.p.turn["used"].append(key_of(ctx.card))
        ctx.increase_population()
