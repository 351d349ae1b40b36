"""The 2006 building-discount cards that order a new building only (Rich Land, Ideal Building
Site): the New Story's Urban Growth mechanism without its upgrades — the seed's appendix allows
a discount card only for exactly its printed action, and upgrades have a card of their own
(Efficient Upgrade)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Offer, build_offers
from ...costs import Budget

if TYPE_CHECKING:
    from ...state import Player, TTAState


class BuildsOnly:
    """Mixed in before a subclass of Urban Growth (its `kinds` and `amount`)."""

    kinds: tuple[str, ...]
    amount: int

    def offers(self, s: TTAState, p: Player) -> list[Offer]:
        return build_offers(Budget(s, p), self.kinds, discount=self.amount, free_action=True)

    def can_play(self, s: TTAState, p: Player, me: str) -> bool:
        return bool(self.offers(s, p))
