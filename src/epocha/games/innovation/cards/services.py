"""Services (age 9, purple, leaf).

Rulings:
- All the cards of the highest value in the demanded player's score pile move to the
  demanding player's hand. Only if any moved, the demanded player picks one of the demanding
  player's top cards without a leaf and takes it into their hand (none such: nothing).
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Services")


@card.demand(
    "I demand you transfer all the highest cards of your score pile to my hand! If you "
    "transferred any, take into your hand a top card without a leaf from my board!",
    cs="Přikazuji ti: přesuň všechny nejvyšší karty ze svého vlivu do mé ruky! Pokud jsi "
    "nějakou přesunul, přesuň si do ruky aktivní kartu bez listu z mé herní oblasti!",
)
class TakeHighestScores(Effect):
    def start(self, ctx):
        highest = ctx.highest(ctx.score_pile())
        if not highest:
            return
        ctx.transfer_all(highest, ctx.demander, "hand")
        leafless = [c for c in ctx.top_cards(ctx.demander) if not ctx.has(c, "leaf")]
        ctx.choose_card(
            leafless,
            prompt=msg("Take a top card without a leaf from {demander}'s board", demander=seat(ctx.demander)),
            then=self.taken,
        )

    def taken(self, ctx, card):
        if card is not None:
            ctx.transfer(card, ctx.me, "hand")
