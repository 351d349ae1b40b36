"""Impact of Wonders (Age III event, scored at the end of the game).

Rulings:
- Every completed wonder counts, ruined ones too (seed appendix on Ravages of Time): 5 culture
  for Age A, 4 for Age I, 3 for Age II, 2 for Age III. An unfinished wonder does not count.
"""

from __future__ import annotations

from ..catalog import facts
from ..rules_base import CardRules

POINTS = {"A": 5, "I": 4, "II": 3, "III": 2}


class ImpactOfWonders(CardRules):
    key = "III:Impact of Wonders"
    text = (
        "Each civilization scores culture for each of its completed wonders: 5 for Age A, 4 for "
        "Age I, 3 for Age II and 2 for Age III."
    )
    text_cs = (
        "Každý národ získá body kultury za každý svůj dokončený div: 5 za věk A, 4 za věk I, 3 za "
        "věk II a 2 za věk III."
    )

    def play(self, ctx):
        for q in ctx.seats():
            points = sum(POINTS[facts(w).age] for w in ctx.player(q).wonders)
            if points:
                ctx.score(culture=points, q=q)
