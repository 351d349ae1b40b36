"""Impact of Colonies (Age III event, 2006 edition; scored at the end of the game, or at once if
revealed during play).

Rulings:
- Every colony the civilization holds counts, whatever its age.
- Differs from the New Story card: 4 culture per colony, not 3.
"""

from __future__ import annotations

from ..iii_impact_of_colonies import ImpactOfColonies


class ImpactOfColonies2006(ImpactOfColonies):
    key = "III:Impact of Colonies (2006)"
    text = "Each civilization scores 4 culture per colony it holds."
    text_cs = "Každý národ získá 4 body kultury za každou svou kolonii."

    def play(self, ctx):
        for q in ctx.seats():
            colonies = len(ctx.player(q).colonies)
            if colonies:
                ctx.score(culture=4 * colonies, q=q)
