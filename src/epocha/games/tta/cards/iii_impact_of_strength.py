"""Impact of Strength (Age III event, scored at the end of the game).

Rulings:
- Civilizations are ranked by strength; ties go to the current player, then the next ones
  in turn order (`ctx.rank`; at the end of the game the starting player counts as current).
- The culture by rank depends on the civilizations still in the game: 15/10/5/0 with four,
  14/7/0 with three, 10/0 with two.
"""

from __future__ import annotations

from ..rules_base import CardRules

POINTS = {2: (10, 0), 3: (14, 7, 0), 4: (15, 10, 5, 0)}


class ImpactOfStrength(CardRules):
    key = "III:Impact of Strength"
    text = (
        "Civilizations score culture by their rank in strength: 15/10/5/0 with four players, "
        "14/7/0 with three, 10/0 with two."
    )
    text_cs = (
        "Národy získají body kultury podle pořadí v síle: 15/10/5/0 ve čtyřech hráčích, "
        "14/7/0 ve třech, 10/0 ve dvou."
    )

    def play(self, ctx):
        points = POINTS.get(len(ctx.seats()), ())
        order = ctx.rank(lambda q: ctx.ratings(q).strength, highest=True, count=len(points))
        for q, culture in zip(order, points, strict=False):
            if culture:
                ctx.score(culture=culture, q=q)
