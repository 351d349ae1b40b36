"""Engineering Genius (Age A action card): build one stage of your wonder for 2 resources less.

Rulings:
- The ordered action is the normal "build a wonder stage" of your unfinished wonder without
  its civil action: the leftmost unbuilt stage, its lasting discounts first, then 2 resources
  less (never below 0; the rest is lost). The stage is covered with a blue token as usual,
  and if it was the last one the wonder is completed.
- Exactly one stage, even if a construction technology lets one action build several.
- The card cannot be played without an unfinished wonder or if that stage is unaffordable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..costs import can_afford, wonder_stage_cost
from ..rules_base import CardRules

if TYPE_CHECKING:
    from ..effects import Ctx
    from ..state import Player, TTAState


class EngineeringGenius(CardRules):
    key = "A:Engineering Genius"
    text = "Build one stage (only one) of your unfinished wonder; it costs 2 resources less."
    text_cs = "Postav jednu (jen jednu) část svého rozestavěného divu o 2 suroviny levněji."
    amount = 2

    def can_play(self, s: TTAState, p: Player, me: str) -> bool:
        if p.building is None:
            return False
        return can_afford(
            s, p, {"resources": max(0, wonder_stage_cost(s, p, 1) - self.amount), "stage_tokens": 1}
        )

    def play(self, ctx: Ctx) -> None:
        ctx.perform(("wonder", 1, self.amount, True))
