"""Breakthrough (Age I action card): develop a technology, then score 2 science.

Rulings:
- The ordered action is the normal "develop a technology" without its civil action: you pay
  the science cost (governments: the higher one, a peaceful change) and only then score the
  2 science, which never helps to pay.
- Instead you may declare a revolution: it costs the normal revolution cost in actions (all
  your civil actions; all military ones with Robespierre) instead of the card's 1 civil
  action, which is given back. So it is possible only if you had spent no civil action
  before playing the card (with Robespierre: no military action; the card's civil action
  is then simply refunded). Civil actions a new government adds arrive spent as in any
  revolution. The 2 science is scored after a revolution too (its science cost was paid).
- "When you develop a technology" effects (Newton...) apply to both, through the core.
- The card cannot be played unless one of these is possible and affordable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from epocha.engine.message import card as card_term
from epocha.engine.message import msg

from ..actions import develop_offers, revolution_offers
from ..costs import Budget
from ..rules_base import CardRules

if TYPE_CHECKING:
    from ..effects import Ctx
    from ..state import Player, TTAState


class Breakthrough(CardRules):
    key = "I:Breakthrough"
    text = (
        "Develop a technology without a civil action; after paying its science, score 2 science. "
        "Or declare a revolution instead, paying its full cost in actions in place of this card's."
    )
    text_cs = (
        "Vyviň technologii bez civilní akce; po zaplacení její ceny získej 2 body vědy. Nebo místo "
        "toho vyhlas revoluci a zaplať její plnou cenu v akcích místo ceny této karty."
    )
    bonus = 2

    def can_play(self, s: TTAState, p: Player, me: str) -> bool:
        # before the card is paid: a revolution needs every action unspent, as it will after
        # the card's civil action is given back
        b = Budget(s, p)
        return bool(develop_offers(b, free_action=True) or revolution_offers(b))

    def orders(self, ctx: Ctx) -> list[tuple[dict, Any]]:
        p = ctx.p
        out = ctx.offer("develop", bonus_science=self.bonus)
        refund = min(1, p.ca_spent)  # the card's civil action, as if given back for a revolution
        p.ca_spent -= refund
        try:
            out += ctx.offer("revolution", bonus_science=self.bonus)
        finally:
            p.ca_spent += refund
        return out

    def play(self, ctx: Ctx) -> None:
        ctx.choose_action(
            self.orders(ctx),
            prompt=msg("{card}: choose a technology", card=card_term(self.key)),
            then=self.do_chosen,
        )

    def do_chosen(self, ctx: Ctx, answer: str | None) -> None:
        value = ctx.chosen_action(answer)
        if value is None:
            return
        if value[0] == "revolution":
            ctx.p.ca_spent -= min(1, ctx.p.ca_spent)  # its cost replaces the card's civil action
        ctx.perform(value)
