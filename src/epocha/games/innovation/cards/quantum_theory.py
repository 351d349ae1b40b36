"""Quantum Theory (age 8, blue, clock).

Rulings:
- The chosen cards are returned in the order picked. Returning a single card (or none)
  draws nothing; only two returned cards give the 10 drawn and the 10 drawn and scored.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Quantum Theory")


@card.shared(
    "You may return up to two cards from your hand. If you returned two, draw a 10 and then "
    "draw and score a 10.",
    cs="Můžeš vrátit až dvě karty z ruky. Pokud jsi vrátil dvě, vezmi si kartu 10 a pak si "
    "vezmi a oboduj kartu 10.",
)
class ReturnTwoForTens(Effect):
    def start(self, ctx):
        ctx.choose_cards(
            ctx.hand(),
            max=2,
            may=True,
            ordered=True,
            prompt=msg("You may return up to two cards (in the order picked)"),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        for c in cards:
            ctx.return_card(c)
        if len(cards) == 2:
            ctx.draw(10)
            ctx.draw_and_score(10)
