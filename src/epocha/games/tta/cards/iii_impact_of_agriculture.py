"""Impact of Agriculture (Age III event, scored at the end of the game).

Rulings:
- The food produced is what the civilization's farms would produce at the end of its turn
  (workers on farms, with every card that changes that production), counted in full even if
  its blue bank is short; consumption is what its yellow bank asks for.
- The 4 culture bonus needs production strictly above consumption.
"""

from __future__ import annotations

from ..catalog import LEVEL, consumption, facts
from ..production import plan
from ..rules_base import CardRules
from ..state import Player, TTAState


def produced(s: TTAState, p: Player, kind: str, types: tuple[str, ...] | None = None) -> int:
    """The food or resources a civilization produces in a production phase, ignoring corruption,
    consumption and a short blue bank; `types` keeps only the cards of those types (mines)."""
    total = 0
    for card, n in plan(s, p, kind).items():
        f = facts(card)
        if types is None or f.type in types:
            total += n * f.per_worker.get(kind, LEVEL[f.age])
    return total


class ImpactOfAgriculture(CardRules):
    key = "III:Impact of Agriculture"
    text = (
        "Each civilization scores culture equal to the food it produces, plus 4 culture if that "
        "is more than its consumption."
    )
    text_cs = (
        "Každý národ získá tolik bodů kultury, kolik produkuje jídla, a navíc 4 body kultury, "
        "je-li produkce větší než jeho spotřeba."
    )

    def play(self, ctx):
        for q in ctx.seats():
            p = ctx.player(q)
            food = produced(ctx.s, p, "food")
            points = food + (4 if food > consumption(p.yellow) else 0)
            if points:
                ctx.score(culture=points, q=q)
