"""Alchemy (age 3, blue, castle).

Rulings:
- The castles are counted once, when the effect starts; every 4 is drawn and revealed before
  their colours are looked at (BGA draws them all, then checks for red).
- "Return the cards drawn and all cards in your hand": the drawn cards are in the hand, so the
  whole hand goes back; its owner orders the cards of one age (`return_cards`).
- A 4 drawn from an empty 4 deck comes from the next higher deck (the usual draw rule); its
  colour counts all the same.
- Second effect: both steps are mandatory and independent (an empty hand skips a step).
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Alchemy")


@card.shared(
    "Draw and reveal a 4 for every three castles on your board. If any of them is red, return "
    "the drawn cards and every card in your hand. Otherwise, keep them.",
    cs="Za každé tři hrady ve své herní oblasti si vezmi a ukaž kartu 4. Pokud je některá z "
    "nich červená, vrať vzaté karty i všechny karty z ruky. Jinak si je nech.",
)
class DrawForCastles(Effect):
    def start(self, ctx):
        drawn = [ctx.draw_and_reveal(4) for _ in range(ctx.count("castle") // 3)]
        if any(ctx.color(c) == "red" for c in drawn):
            ctx.return_cards(ctx.hand())


@card.shared(
    "Meld a card from your hand, then score a card from your hand.",
    cs="Vylož kartu z ruky, potom oboduj kartu z ruky.",
)
class MeldThenScore(Effect):
    def start(self, ctx):
        ctx.choose_card(ctx.hand(), prompt=msg("Meld a card from your hand"), then=self.melded)

    def melded(self, ctx, card):
        if card is not None:
            ctx.meld(card)
        ctx.choose_card(ctx.hand(), prompt=msg("Score a card from your hand"), then=self.scored)

    def scored(self, ctx, card):
        if card is not None:
            ctx.score(card)
