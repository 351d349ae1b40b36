"""Domestication (age 1, yellow, castle).

Rulings:
- Among tied lowest cards the executing player chooses. The 1 is drawn even when the hand
  was empty and nothing was melded.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Domestication")


@card.shared(
    "Meld the lowest card in your hand. Draw a 1.",
    cs="Vylož nejnižší kartu z ruky. Vezmi si kartu 1.",
)
class MeldLowest(Effect):
    def start(self, ctx):
        ctx.choose_card(ctx.lowest(ctx.hand()), prompt=msg("Meld your lowest card"), then=self.chosen)

    def chosen(self, ctx, card):
        if card is not None:
            ctx.meld(card)
        ctx.draw(1)
