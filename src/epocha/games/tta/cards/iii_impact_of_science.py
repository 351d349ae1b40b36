"""Impact of Science (Age III event, scored at the end of the game).

Rulings:
- Civilizations are ranked by science rating; ties go to the current player, then the next ones
  in turn order (`ctx.rank`; at the end of the game the starting player counts as current).
- The culture by rank depends on the civilizations still in the game: 15/10/5/0 with four,
  14/7/0 with three, 10/0 with two.
"""

from __future__ import annotations

from ..behaviours import RankedScoring


class ImpactOfScience(RankedScoring):
    key = "III:Impact of Science"
    text = (
        "Civilizations score culture by their rank in science rating: 15/10/5/0 with four players, "
        "14/7/0 with three, 10/0 with two."
    )
    text_cs = (
        "Národy získají body kultury podle pořadí v produkci vědy: 15/10/5/0 ve čtyřech hráčích, "
        "14/7/0 ve třech, 10/0 ve dvou."
    )

    def measure(self, ctx, q):
        return ctx.ratings(q).science
