"""Satellites (age 9, green, clock).

Rulings:
- The whole hand is returned (its owner orders cards of one value), then three 8s are drawn,
  also with an empty hand.
- The card to meld is mandatory when the hand has any card; its non-demand effects are then
  executed by the melding player alone: nobody shares them, whatever their icons.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Satellites")


@card.shared(
    "Return every card from your hand, and draw three 8s.",
    cs="Vrať všechny karty z ruky a vezmi si tři karty 8.",
)
class ReturnHandDrawEights(Effect):
    def start(self, ctx):
        ctx.return_cards(ctx.hand(), then=self.returned)

    def returned(self, ctx, _):
        for _i in range(3):
            ctx.draw(8)


@card.shared(
    "You may splay your purple cards up.",
    cs="Můžeš roztáhnout své fialové karty nahoru.",
)
def splay_purple(ctx):
    ctx.may_splay(["purple"], "up")


@card.shared(
    "Meld a card from your hand, then execute each of its non-demand effects yourself, without sharing.",
    cs="Vylož kartu z ruky a pak sám proveď všechny její součinnosti, bez sdílení.",
)
class MeldAndExecute(Effect):
    def start(self, ctx):
        ctx.choose_card(
            ctx.hand(), prompt=msg("Meld a card from your hand (you then execute it)"), then=self.chosen
        )

    def chosen(self, ctx, card):
        if card is None:
            return
        ctx.meld(card)
        ctx.execute(card)
