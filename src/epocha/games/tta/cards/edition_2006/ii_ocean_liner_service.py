"""Ocean Liner Service (Age II wonder, 2006 edition).

Rulings:
- Once completed, once in each of your turns (action phase), you may increase population
  without a civil action, for 5 food less than the usual price (never below 0). The New Story
  card instead gives a worker for nothing at all. Stages 3, 2, 2, 2, 3 (the New Story: 4, 2,
  2, 4).
- It is the "increase population" action, done for free and cheaper: its price follows the
  yellow bank, and other population discounts add to the 5. The ordinary action stays
  available at its usual price. With an empty yellow bank nothing can be gained.
- Using it ends the politics phase, like any action.
"""

from __future__ import annotations

from epocha.engine.message import card, msg

from ...actions import option, population_offers
from ...catalog import key_of
from ...costs import Budget
from ...rules_base import CardRules

FOOD_LESS = 5


class OceanLinerService2006(CardRules):
    key = "II:Ocean Liner Service (2006)"
    text = (
        "Wonder: once in each of your turns you may increase population without a civil action, "
        "paying 5 food less."
    )
    text_cs = "Div: jednou za svůj tah smíš zvýšit populaci bez civilní akce a o 5 jídla levněji."

    def abilities(self, s, p, me):
        if self.key in p.turn["used"]:
            return []
        offers = population_offers(Budget(s, p), free_action=True, discount=FOOD_LESS)
        if not offers:  # empty yellow bank, too little food
            return []
        food = offers[0][2]["food"]
        return [
            option(
                {
                    "type": "ability",
                    "card": me,
                    "label": msg("{card}: increase population", card=card(self.key)),
                    "group": "abilities",
                    "target": card(self.key),
                },
                ("ability", me, "population"),
                {"food": food},
            )
        ]

    def use(self, ctx, value):
        ctx.p.turn["used"].append(key_of(ctx.card))
        ctx.perform(("population", FOOD_LESS, True))
