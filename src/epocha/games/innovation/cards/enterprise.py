"""Enterprise (age 4, purple, crown).

Rulings:
- The demanded player picks which top card to give; it goes on top of my pile. "If you do" is
  done by the demanded player: they draw and meld the 4.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Enterprise")


@card.demand(
    "I demand you transfer a top non-purple card with a crown from your board to my board! If "
    "you do, draw and meld a 4!",
    cs="Přikazuji ti: přesuň aktivní nefialovou kartu s korunou ze své herní oblasti do mé "
    "herní oblasti! Pokud tak učiníš, vezmi si a vylož kartu 4!",
)
class GiveCrownTop(Effect):
    def start(self, ctx):
        tops = [c for c in ctx.top_cards() if ctx.color(c) != "purple" and ctx.has(c, "crown")]
        ctx.choose_card(
            tops,
            prompt=msg(
                "Transfer a top non-purple card with a crown to {demander}'s board",
                demander=seat(ctx.demander),
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, card):
        if card is None:
            return
        ctx.transfer(card, ctx.demander, "board")
        ctx.draw_and_meld(4)


@card.shared("You may splay your green cards right.", cs="Můžeš roztáhnout své zelené karty doprava.")
def splay_green_right(ctx):
    ctx.may_splay(["green"], "right")
