"""Monotheism (age 2, purple, castle).

Rulings:
- "Of different color from any card on my board": a colour absent from my board (BGA). The
  victim chooses among their top cards of such colours.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Monotheism")


@card.demand(
    "I demand you transfer one of your top cards of a colour absent from my board to my score "
    "pile! If you do, draw and tuck a 1!",
    cs="Přikazuji ti: přesuň jednu ze svých aktivních karet v barvě, kterou nemám ve své herní "
    "oblasti, do mého vlivu! Pokud tak učiníš, vezmi si a schovej kartu 1!",
)
class GiveNewColor(Effect):
    def start(self, ctx):
        mine = set(ctx.colors(ctx.demander))
        cards = [c for c in ctx.top_cards() if ctx.color(c) not in mine]
        ctx.choose_card(
            cards,
            prompt=msg("Transfer a top card to {demander}'s score pile", demander=seat(ctx.demander)),
            then=self.chosen,
        )

    def chosen(self, ctx, card):
        if card is None:
            return
        ctx.transfer(card, ctx.demander, "score")
        ctx.draw_and_tuck(1)


@card.shared("Draw and tuck a 1.", cs="Vezmi si a schovej kartu 1.")
def draw_and_tuck_one(ctx):
    ctx.draw_and_tuck(1)
