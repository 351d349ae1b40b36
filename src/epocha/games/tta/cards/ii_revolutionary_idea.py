"""Revolutionary Idea (Age II action card): score 4 science.

Rulings:
- A direct gain: the card orders no action, so it may always be played (its 1 civil action
  is paid by the core).
- Science points are scored on the track; the science rating does not change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules_base import CardRules

if TYPE_CHECKING:
    from ..effects import Ctx


class RevolutionaryIdea(CardRules):
    key = "II:Revolutionary Idea"
    text = "Score 4 science."
    text_cs = "Získej 4 body vědy."
    science = 4

    def play(self, ctx: Ctx) -> None:
        ctx.score(science=self.science)
