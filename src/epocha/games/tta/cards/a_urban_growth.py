"""Urban Growth (Age A action card): build or upgrade an urban building for 1 resource less.

Rulings:
- The ordered action is a normal build or upgrade of a lab, temple, library, theater or
  arena (urban limit, an unused worker to build, the usual cost difference to upgrade, and
  lasting discounts first) without its civil action; the card takes 1 more resource off.
  A discount larger than the cost makes it 0 and the rest is lost.
- The card cannot be played unless one such build or upgrade is possible and affordable.
- This module also holds the common behaviour of Rich Land and Efficient Upgrade, which
  differ only in the kinds of buildings and in allowing builds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from epocha.engine.message import card as card_term
from epocha.engine.message import msg

from ..actions import Offer, build_offers, upgrade_offers, worded
from ..catalog import URBAN
from ..costs import Budget
from ..rules_base import CardRules

if TYPE_CHECKING:
    from ..effects import Ctx
    from ..state import Player, TTAState


class UrbanGrowth(CardRules):
    key = "A:Urban Growth"
    text = "Build or upgrade an urban building; it costs 1 resource less."
    text_cs = "Postav nebo vylepši městskou budovu o 1 surovinu levněji."
    kinds: tuple[str, ...] = URBAN
    builds = True  # False: upgrades only
    amount = 1

    def offers(self, s: TTAState, p: Player) -> list[Offer]:
        """The builds and upgrades the card may do (no civil action, `amount` cheaper)."""
        b = Budget(s, p)
        out = []
        if self.builds:
            out += build_offers(b, self.kinds, discount=self.amount, free_action=True)
        out += upgrade_offers(b, self.kinds, discount=self.amount, free_action=True)
        return out

    def orders(self, s: TTAState, p: Player) -> list[tuple[dict, Any]]:
        return worded(self.offers(s, p))

    def can_play(self, s: TTAState, p: Player, me: str) -> bool:
        # (as `bool(self.offers(...))`, the upgrades asked only when no build is possible)
        b = Budget(s, p)
        if self.builds and build_offers(b, self.kinds, discount=self.amount, free_action=True):
            return True
        return bool(upgrade_offers(b, self.kinds, discount=self.amount, free_action=True))

    def play(self, ctx: Ctx) -> None:
        ctx.choose_action(
            self.orders(ctx.s, ctx.p),
            prompt=msg("{card}: choose what to do", card=card_term(self.key)),
            then=self.do_chosen,
        )

    def do_chosen(self, ctx: Ctx, answer: str | None) -> None:
        value = ctx.chosen_action(answer)
        if value is not None:
            ctx.perform(value)
