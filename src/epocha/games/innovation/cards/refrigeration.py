"""Refrigeration (age 7, yellow, leaf).

Rulings:
- The demanded player chooses which cards to return (half the hand, rounded down); they go
  back in the order picked. One card or none in hand: nothing happens.
"""

from epocha.engine.message import msg, nmsg

from ..effects import Card, Effect

card = Card("Refrigeration")


@card.demand(
    "I demand you return half of the cards in your hand, rounded down!",
    cs="Přikazuji ti: vrať polovinu karet z ruky, zaokrouhleno dolů!",
)
class ReturnHalf(Effect):
    def start(self, ctx):
        n = len(ctx.hand()) // 2
        if n == 0:
            return
        ctx.choose_cards(
            ctx.hand(),
            min=n,
            max=n,
            prompt=nmsg(
                "Return {n} card from your hand (in the order picked)",
                "Return {n} cards from your hand (in the order picked)",
                "n",
                n=n,
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        for c in cards:
            ctx.return_card(c)


@card.shared(
    "You may score a card from your hand.",
    cs="Můžeš obodovat kartu z ruky.",
)
class ScoreFromHand(Effect):
    def start(self, ctx):
        ctx.choose_card(
            ctx.hand(), may=True, prompt=msg("You may score a card from your hand"), then=self.chosen
        )

    def chosen(self, ctx, chosen):
        if chosen is not None:
            ctx.score(chosen)
