"""Code of Laws (age 1, purple, crown).

Rulings:
- Only cards of a colour already on your board may be tucked. The splay is offered for the
  tucked colour only, and only when it changes something (not already splayed left).
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Code of Laws")


@card.shared(
    "You may tuck a card from your hand of a colour already on your board. If you do, you may "
    "splay that colour left.",
    cs="Můžeš schovat kartu z ruky v barvě, kterou už máš ve své herní oblasti. Pokud tak "
    "učiníš, můžeš karty této barvy roztáhnout doleva.",
)
class TuckThenSplay(Effect):
    def start(self, ctx):
        present = set(ctx.colors())
        cards = [c for c in ctx.hand() if ctx.color(c) in present]
        ctx.choose_card(
            cards, may=True, prompt=msg("You may tuck a card of a colour on your board"), then=self.tucked
        )

    def tucked(self, ctx, card):
        if card is None:
            return
        ctx.tuck(card)
        ctx.may_splay([ctx.color(card)], "left")
