"""Electricity (age 7, green, factory).

Rulings:
- Every top card without a factory is returned at once (the player orders those of the same
  age); then one 8 is drawn per card returned, each draw following the empty-deck rule.
- Nothing to return: nothing is drawn.
"""

from ..effects import Card, Effect

card = Card("Electricity")


@card.shared(
    "Return each of your top cards that has no factory, then draw an 8 per card returned.",
    cs="Vrať všechny své aktivní karty bez továrny a pak si za každou vrácenou kartu vezmi kartu 8.",
)
class ReturnNonFactoryTops(Effect):
    def start(self, ctx):
        tops = [c for c in ctx.top_cards() if not ctx.has(c, "factory")]
        if not tops:
            return
        ctx.return_cards(tops, then=self.returned)

    def returned(self, ctx, cards):
        for _ in cards:
            ctx.draw(8)
