"""Archery (age 1, red, castle)."""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Archery")


@card.demand(
    "I demand you draw a 1, then transfer the highest card in your hand to my hand!",
    cs="Přikazuji ti: vezmi si kartu 1 a pak přesuň nejvyšší kartu z ruky do mé ruky!",
)
class DrawThenGiveHighest(Effect):
    def start(self, ctx):
        ctx.draw(1)
        ctx.choose_card(
            ctx.highest(ctx.hand()),
            prompt=msg("Transfer your highest card to {demander}'s hand", demander=seat(ctx.demander)),
            then=self.chosen,
        )

    def chosen(self, ctx, card):
        if card is not None:
            ctx.transfer(card, ctx.demander, "hand")
