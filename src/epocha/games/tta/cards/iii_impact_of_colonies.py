"""Impact of Colonies (Age III event, scored at the end of the game).

Rulings:
- Every colony in play counts, whatever its age.
"""

from __future__ import annotations

from ..rules_base import CardRules


class ImpactOfColonies(CardRules):
    key = "III:Impact of Colonies"
    text = "Each civilization scores 3 culture for each of its colonies."
    text_cs = "Každý národ získá 3 body kultury za každou svou kolonii."

    def play(self, ctx):
        for q in ctx.seats():
            colonies = len(ctx.player(q).colonies)
            if colonies:
                ctx.score(culture=3 * colonies, q=q)
