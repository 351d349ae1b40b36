"""Refugees (Age II event).

Rulings:
- Ties: the current player counts as the stronger, then the next ones in turn order (the seed),
  so among tied civilizations the current player is the strongest and the one furthest from
  it the weakest (`ctx.strongest`, `ii_crime_wave.weakest`): never the same civilization.
- The strongest goes first: 3 culture and 1 population from its yellow bank, free of food
  (nothing if the bank is empty). Then the weakest loses 3 culture and 1 population: an unused
  worker if it has one, otherwise a worker of its choice (`ctx.lose_population`).
"""

from __future__ import annotations

from ..rules_base import CardRules
from .ii_crime_wave import weakest


class Refugees(CardRules):
    key = "II:Refugees"
    text = (
        "The weakest civilization loses 3 culture and 1 population; the strongest civilization "
        "scores 3 culture and gains 1 population."
    )
    text_cs = (
        "Nejslabší národ ztratí 3 body kultury a 1 obyvatele; nejsilnější národ získá 3 body "
        "kultury a 1 obyvatele."
    )

    def play(self, ctx):
        strong = ctx.strongest()[0]
        weak = weakest(ctx)[0]
        ctx.score(culture=3, q=strong)
        ctx.increase_population(strong)
        ctx.score(culture=-3, q=weak)
        ctx.lose_population(1, weak)
