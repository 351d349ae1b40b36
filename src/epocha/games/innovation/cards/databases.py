"""Databases (age 10, green, clock).

Rulings:
- The demanded player returns ceil(n / 2) of the n cards in their score pile and chooses
  which ones; the cards of one age are then returned in the order they pick (the last one
  ends at the bottom of its supply pile). An empty score pile returns nothing.
"""

from epocha.engine.message import nmsg

from ..effects import Card, Effect

card = Card("Databases")


@card.demand(
    "I demand you return half of the cards in your score pile, rounded up!",
    cs="Přikazuji ti: vrať polovinu karet ze svého vlivu, zaokrouhleno nahoru!",
)
class ReturnHalfOfScore(Effect):
    def start(self, ctx):
        cards = ctx.score_pile()
        n = (len(cards) + 1) // 2
        ctx.choose_cards(
            cards,
            min=n,
            max=n,
            prompt=nmsg(
                "Choose {n} card of your score pile to return",
                "Choose {n} cards of your score pile to return",
                "n",
                n=n,
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        ctx.return_cards(cards)
