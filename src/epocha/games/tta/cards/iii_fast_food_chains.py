"""Fast Food Chains (Age III wonder).

Rulings:
- One-time effect on completion (Age III wonders: §14.7, appendix): score 2 culture for each
  worker on a farm or mine and 1 culture for each worker on an urban building or a military
  unit. Unused workers (discontent ones included) score nothing.
- It prints nothing else, so once completed it only counts as a completed wonder.
"""

from __future__ import annotations

from ..catalog import PRODUCTION, facts
from ..rules_base import CardRules


def fast_food_culture(p) -> int:
    return sum(n * (2 if facts(tech).type in PRODUCTION else 1) for tech, n in p.workers.items())


class FastFoodChains(CardRules):
    key = "III:Fast Food Chains"
    text = (
        "Wonder, on completion: score 2 culture for each worker on your farms and mines and 1 culture "
        "for each worker on your urban buildings and military units."
    )
    text_cs = (
        "Div, při dokončení: získej 2 body kultury za každého pracovníka na svých farmách a dolech "
        "a 1 bod kultury za každého pracovníka na městských budovách a vojenských jednotkách."
    )

    def on_enter(self, ctx, me):
        ctx.score(culture=fast_food_culture(ctx.p))
