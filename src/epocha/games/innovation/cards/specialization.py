"""Specialization (age 9, purple, factory).

Rulings:
- The revealed card stays in your hand. Each opponent's top card of its colour (if they have
  one) goes to your hand.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Specialization")


@card.shared(
    "Reveal a card from your hand. Take into your hand every opponent's top card of its colour.",
    cs="Ukaž kartu z ruky. Vezmi si do ruky aktivní karty její barvy z herních oblastí všech soupeřů.",
)
class RevealAndTake(Effect):
    def start(self, ctx):
        ctx.choose_card(ctx.hand(), prompt=msg("Reveal a card from your hand"), then=self.revealed)

    def revealed(self, ctx, card):
        if card is None:
            return
        ctx.reveal(card)
        color = ctx.color(card)
        for p in ctx.opponents:
            top = ctx.top(color, p)
            if top is not None:
                ctx.transfer(top, ctx.me, "hand")


@card.shared(
    "You may splay your yellow or blue cards up.",
    cs="Můžeš roztáhnout své žluté, nebo modré karty nahoru.",
)
def splay_yellow_or_blue(ctx):
    ctx.may_splay(["yellow", "blue"], "up")
