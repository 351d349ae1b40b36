"""Classification (age 6, green, lightbulb).

Rulings:
- Revealing "the colour of a card in your hand" is a choice of one of the colours in the hand
  (not asked when there is only one); one card of that colour is revealed (which one does not
  matter: they are all melded). With an empty hand nothing happens.
- The cards of that colour are taken from every other player's hand (each player in clockwise
  order), then all the cards of that colour in the hand are melded; as they share a pile, their
  owner picks the order (the last one ends on top).
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Classification")


@card.shared(
    "Reveal the colour of a card in your hand. Take into your hand all cards of that colour "
    "from every other player's hand. Then meld all cards of that colour from your hand.",
    cs="Ukaž barvu jedné karty ve své ruce. Vezmi si do ruky všechny karty této barvy z rukou "
    "všech ostatních hráčů. Pak vylož všechny karty této barvy ze své ruky.",
)
class TakeAndMeldColor(Effect):
    def start(self, ctx):
        colors = {ctx.color(c) for c in ctx.hand()}
        if colors:
            ctx.choose_color(
                colors, prompt=msg("Reveal the colour of a card in your hand"), then=self.colored
            )

    def colored(self, ctx, color):
        ctx.reveal(next(c for c in ctx.hand() if ctx.color(c) == color))
        for other in ctx.opponents:
            ctx.transfer_all([c for c in ctx.hand(other) if ctx.color(c) == color], ctx.me, "hand")
        ctx.meld_cards([c for c in ctx.hand() if ctx.color(c) == color])
