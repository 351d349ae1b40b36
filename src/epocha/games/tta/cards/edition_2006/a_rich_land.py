"""Rich Land (Age A action card, 2006 edition): build a farm or mine for 1 resource less.

Rulings:
- The ordered action is the normal build of a farm or mine (an unused worker onto a farm or
  mine technology, lasting discounts first) without its civil action; the card takes 1 more
  resource off, never below 0, the rest being lost (seed 2006 appendix, construction
  discounts).
- Differs from the New Story card: it builds a new farm or mine and never upgrades one (the
  2006 card says "build"; the appendix allows a discount card only for exactly its printed
  action; upgrades have their own card, Efficient Upgrade).
- The card cannot be played unless such a build is possible and affordable.
- `BuildsOnly` also serves Ideal Building Site, the same card for urban buildings.
"""

from __future__ import annotations

from ...actions import Offer, build_offers
from ...costs import Budget
from ..a_rich_land import RichLand


class BuildsOnly:
    """For a subclass of the New Story's Urban Growth (its `kinds` and `amount`): the card builds
    a new building and never upgrades one."""

    kinds: tuple[str, ...]
    amount: int

    def offers(self, s, p) -> list[Offer]:
        return build_offers(Budget(s, p), self.kinds, discount=self.amount, free_action=True)

    def can_play(self, s, p, me) -> bool:
        return bool(self.offers(s, p))


class RichLand2006(BuildsOnly, RichLand):
    key = "A:Rich Land (2006)"
    text = "Build a farm or mine; it costs 1 resource less."
    text_cs = "Postav farmu nebo důl o 1 surovinu levněji."
