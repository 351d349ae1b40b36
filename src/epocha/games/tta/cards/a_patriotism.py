"""Patriotism (Age A action card): this turn, 1 resource for military units and 1 extra
military action.

Rulings:
- Both gains last for this turn only and are not shown by tokens: the resource goes to the
  turn's pool for building and upgrading military units (used before your own resources,
  whatever the number or cost of the units), the military action is an extra one outside
  your total (so a Robespierre revolution does not consume it). Whatever is unused is lost
  at the end of the turn.
- The pool pays for units only, never for buildings or wonders.
- The extra military action, if unused, draws a military card at the end of the turn
  (seed, action cards: "this turn" gains).
- A direct gain, always playable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import moves
from ..catalog import key_of
from ..rules_base import CardRules

if TYPE_CHECKING:
    from ..effects import Ctx


class Patriotism(CardRules):
    key = "A:Patriotism"
    text = "This turn: 1 extra military action and 1 resource for building or upgrading military units."
    text_cs = "V tomto tahu: 1 vojenská akce navíc a 1 surovina na stavbu či vylepšení vojenských jednotek."
    amount = 1

    def play(self, ctx: Ctx) -> None:
        p = ctx.p
        p.turn["military_resources"] += self.amount
        p.turn["extra_ma"] += 1
        moves.emit(
            ctx.s,
            "this_turn",
            {"player": p.seat, "ma": 1, "military_resources": self.amount, "why": key_of(ctx.card)},
        )
