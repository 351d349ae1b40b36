"""Albert Einstein (Age III leader).

Your best lab or library produces extra science equal to its level. Score 3 culture whenever
you develop a technology.

Rulings:
- "Best lab or library": the highest level among your labs and libraries with a worker; its
  level is added to the science rating once (Philosophy, level 0, adds nothing).
- The 3 culture come with every development: a revolution and a development ordered by a card
  count (seed: revolutions trigger "when you develop" effects), and so does a special
  technology lower than yours, discarded at once (digest §8).
"""

from __future__ import annotations

from ..rules_base import CardRules


class AlbertEinstein(CardRules):
    key = "III:Albert Einstein"
    text = (
        "Your best lab or library produces extra science equal to its level. Score 3 culture "
        "whenever you develop a technology (a revolution included)."
    )
    text_cs = (
        "Tvá nejlepší laboratoř nebo knihovna produkuje navíc tolik vědy, jaký je její stupeň. Kdykoli "
        "vynalezneš technologii (i revolucí), získej 3 kultury."
    )

    def adjust(self, s, p, me, tally):
        level = max((e.level for e in tally.of_type("lab", "library")), default=0)
        if level:
            tally.add("science", level)

    def on_develop(self, ctx, me, tech, revolution):
        ctx.score(culture=3)
