"""Navigation (age 4, green, crown).

Rulings:
- The demanded player picks one card of value 2 or 3 from their score pile; with none, nothing
  happens.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Navigation")


@card.demand(
    "I demand you transfer a 2 or a 3 from your score pile, if you have one, to my score pile!",
    cs="Přikazuji ti: přesuň kartu 2 nebo 3 ze svého vlivu, pokud tam nějakou máš, do mého vlivu!",
)
class GiveTwoOrThree(Effect):
    def start(self, ctx):
        cards = [c for c in ctx.score_pile() if ctx.age(c) in (2, 3)]
        ctx.choose_card(
            cards,
            prompt=msg(
                "Transfer a 2 or a 3 from your score pile to {demander}'s score pile",
                demander=seat(ctx.demander),
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, card):
        if card is not None:
            ctx.transfer(card, ctx.demander, "score")
