"""Antibiotics (age 8, yellow, leaf).

Rulings:
- The chosen cards are returned in the order picked; two 8s are drawn per distinct value
  among them (each draw following the empty-deck rule).
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Antibiotics")


@card.shared(
    "You may return up to three cards from your hand. Draw two 8s for each different value "
    "among the cards you returned.",
    cs="Můžeš vrátit až tři karty z ruky. Za každou různou hodnotu mezi vrácenými kartami si "
    "vezmi dvě karty 8.",
)
class ReturnForEights(Effect):
    def start(self, ctx):
        ctx.choose_cards(
            ctx.hand(),
            max=3,
            may=True,
            ordered=True,
            prompt=msg("You may return up to three cards (in the order picked)"),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        for c in cards:
            ctx.return_card(c)
        for _ in range(2 * len({ctx.age(c) for c in cards})):
            ctx.draw(8)
