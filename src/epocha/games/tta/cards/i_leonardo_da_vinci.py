"""Leonardo da Vinci (Age I leader).

Rulings:
- Your best lab or library (the highest-level one with a worker, labs and libraries
  together) adds science equal to its level to the science rating: one building, counted
  once however many workers it has. An Age A lab (Philosophy) adds 0.
- Each time you develop a technology you gain 1 resource: by the civil action or a card
  ordering it, a government change or a revolution included, and also a special technology
  that is discarded at once because you have a higher one (it was still developed).
"""

from __future__ import annotations

from ..rules_base import CardRules


class LeonardoDaVinci(CardRules):
    key = "I:Leonardo da Vinci"
    text = (
        "Your best lab or library gives extra science equal to its level. Each time you develop a "
        "technology, gain 1 resource."
    )
    text_cs = (
        "Tvá nejlepší laboratoř nebo knihovna dává navíc tolik vědy, kolik je její věk. Pokaždé, "
        "když vyvineš technologii, získáš 1 surovinu."
    )

    def adjust(self, s, p, me, tally):
        levels = [e.level for e in tally.of_type("lab", "library") if e.count]
        if levels and max(levels) > 0:
            tally.add("science", max(levels))

    def on_develop(self, ctx, me, tech, revolution):
        ctx.gain("resources", 1)
