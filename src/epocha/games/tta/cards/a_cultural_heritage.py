"""Cultural Heritage (Age A action card): score 1 science and 4 culture.

Rulings:
- A direct gain: the card orders no action, so it may always be played (its 1 civil action
  is paid by the core, which also forbids playing it in the turn it was taken).
- Points are scored on the tracks; the science and culture ratings do not change.
- The amounts follow the New Story card (BGA reference): Age A 1 science and 4 culture.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules_base import CardRules

if TYPE_CHECKING:
    from ..effects import Ctx


class CulturalHeritage(CardRules):
    key = "A:Cultural Heritage"
    text = "Score 1 science and 4 culture."
    text_cs = "Získej 1 bod vědy a 4 body kultury."
    science = 1
    culture = 4

    def play(self, ctx: Ctx) -> None:
        ctx.score(science=self.science, culture=self.culture)
