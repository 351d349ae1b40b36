"""Impact of Strength (Age III event, scored at the end of the game).

Rulings:
- Civilizations are ranked by strength; ties go to the current player, then the next ones
  in turn order (`ctx.rank`; at the end of the game the starting player counts as current).
- The culture by rank depends on the civilizations still in the game: 15/10/5/0 with four,
  14/7/0 with three, 10/0 with two.
"""

from __future__ import annotations

from ..behaviours import RankedScoring


class ImpactOfStrength(RankedScoring):
    key = "III:Impact of Strength"
    text = (
        "Civilizations score culture by their rank in strength: 15/10/5/0 with four players, "
        "14/7/0 with three, 10/0 with two."
    )
    text_cs = (
        "Národy získají body kultury podle pořadí v síle: 15/10/5/0 ve čtyřech hráčích, "
        "14/7/0 ve třech, 10/0 ve dvou."
    )

    def measure(self, ctx, q):
        return ctx.ratings(q).strength
