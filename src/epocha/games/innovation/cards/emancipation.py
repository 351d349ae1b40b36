"""Emancipation (age 6, purple, factory).

Rulings:
- The demanded player picks the card to give; with an empty hand nothing is transferred and
  nothing is drawn.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Emancipation")


@card.demand(
    "I demand you transfer a card from your hand to my score pile! If you do, draw a 6!",
    cs="Přikazuji ti: přesuň kartu z ruky do mého vlivu! Pokud tak učiníš, vezmi si kartu 6!",
)
class GiveCard(Effect):
    def start(self, ctx):
        ctx.choose_card(
            ctx.hand(),
            prompt=msg(
                "Transfer a card from your hand to {demander}'s score pile", demander=seat(ctx.demander)
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, chosen):
        if chosen is not None:
            ctx.transfer(chosen, ctx.demander, "score")
            ctx.draw(6)


@card.shared(
    "You may splay your red or purple cards right.",
    cs="Můžeš roztáhnout své červené, nebo fialové karty doprava.",
)
def splay_red_or_purple(ctx):
    ctx.may_splay(["red", "purple"], "right")
