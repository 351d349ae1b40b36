"""Measurement (age 5, green, lightbulb). The 3rd edition splays the returned card's colour.

Rulings:
- 1st edition: after returning, any of the five colours may be chosen, also one that cannot be
  splayed (0 or 1 card, or already splayed right); then nothing is splayed and the draw uses
  that pile's size, 0 drawing a 1 (official FAQ).
- 3rd edition: the returned card is revealed; its colour is splayed and counted (BGA).
"""

from epocha.engine.message import msg

from ..catalog import COLORS
from ..effects import Card, Effect

card = Card("Measurement")


class _ReturnAndSplay(Effect):
    def start(self, ctx):
        ctx.choose_card(
            ctx.hand(), may=True, prompt=msg("You may return a card from your hand"), then=self.returned
        )

    def splay_and_draw(self, ctx, color):
        ctx.splay(color, "right")
        ctx.draw(len(ctx.pile(color)))


@card.shared(
    "You may return a card from your hand. If you do, choose a colour: splay your cards of "
    "that colour right and draw a card of value equal to the number of cards of that colour "
    "on your board.",
    cs="Můžeš vrátit kartu z ruky. Pokud tak učiníš, zvol barvu: roztáhni své karty této barvy "
    "doprava a vezmi si kartu o hodnotě rovné počtu karet této barvy ve své herní oblasti.",
    editions=["1e"],
)
class ReturnChooseColor(_ReturnAndSplay):
    def returned(self, ctx, chosen):
        if chosen is None:
            return
        ctx.return_card(chosen)
        ctx.choose_color(COLORS, prompt=msg("Choose a colour to splay right and count"), then=self.colored)

    def colored(self, ctx, color):
        self.splay_and_draw(ctx, color)


@card.shared(
    "You may reveal and return a card from your hand. If you do, splay your cards of its "
    "colour right and draw a card of value equal to the number of cards of that colour on "
    "your board.",
    cs="Můžeš ukázat a vrátit kartu z ruky. Pokud tak učiníš, roztáhni své karty její barvy "
    "doprava a vezmi si kartu o hodnotě rovné počtu karet této barvy ve své herní oblasti.",
    editions=["3e"],
)
class RevealReturnSplay(_ReturnAndSplay):
    def returned(self, ctx, chosen):
        if chosen is None:
            return
        ctx.reveal(chosen)
        ctx.return_card(chosen)
        self.splay_and_draw(ctx, ctx.color(chosen))
