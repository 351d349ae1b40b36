"""City States (age 1, purple, crown).

Rulings:
- The four castles are counted on the victim's board when the demand executes (not at the
  start of the dogma, when the victims were determined), as BGA does.
- The victim chooses which of their top cards with a castle goes; it lands on top of my pile
  of its colour (continuing any splay there).
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("City States")


@card.demand(
    "I demand that, if you have four or more castles on your board, you transfer one of your "
    "top cards with a castle to my board! If you do, draw a 1!",
    cs="Přikazuji ti: máš-li ve své herní oblasti alespoň čtyři hrady, přesuň jednu ze svých "
    "aktivních karet s hradem do mé herní oblasti! Pokud tak učiníš, vezmi si kartu 1!",
)
class GiveCastleCard(Effect):
    def start(self, ctx):
        if ctx.count("castle") < 4:
            return
        cards = [c for c in ctx.top_cards() if ctx.has(c, "castle")]
        ctx.choose_card(
            cards,
            prompt=msg(
                "Transfer a top card with a castle to {demander}'s board", demander=seat(ctx.demander)
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, card):
        if card is None:
            return
        ctx.transfer(card, ctx.demander, "board")
        ctx.draw(1)
