"""Reserves (Age I action card): gain either 2 resources or 2 food.

Rulings:
- A direct gain with a choice, always playable. The tokens come from the blue bank; if it
  cannot pay the full amount you gain what it allows (the choice is still yours).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from epocha.engine.message import card as card_term
from epocha.engine.message import msg, resource

from ..rules_base import CardRules

if TYPE_CHECKING:
    from ..effects import Ctx


class Reserves(CardRules):
    key = "I:Reserves"
    text = "Gain either 2 resources or 2 food."
    text_cs = "Získej buď 2 suroviny, nebo 2 jídla."
    amount = 2

    def play(self, ctx: Ctx) -> None:
        n = self.amount
        ctx.choose_option(
            {kind: msg("Gain {what}", what=resource(kind, n)) for kind in ("resources", "food")},
            prompt=msg(
                "{card}: gain {resources} or {food}",
                card=card_term(self.key),
                resources=resource("resources", n),
                food=resource("food", n),
            ),
            then=self.gain_chosen,
        )

    def gain_chosen(self, ctx: Ctx, answer: str) -> None:
        ctx.gain(answer, self.amount)
