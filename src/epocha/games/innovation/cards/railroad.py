"""Railroad (age 7, purple, clock).

Rulings:
- The whole hand is returned (the player orders cards of the same age), then three 6s are
  drawn even when the hand was empty.
- Only colours splayed right can be splayed up by the second effect.
"""

from ..catalog import COLORS
from ..effects import Card, Effect

card = Card("Railroad")


@card.shared(
    "Return every card in your hand, then draw three 6s.",
    cs="Vrať všechny karty z ruky a pak si vezmi tři karty 6.",
)
class ReturnHandDrawSixes(Effect):
    def start(self, ctx):
        ctx.return_cards(ctx.hand(), then=self.returned)

    def returned(self, ctx, _cards):
        for _ in range(3):
            ctx.draw(6)


@card.shared(
    "You may splay up one colour of your cards that is splayed right.",
    cs="Můžeš roztáhnout nahoru jednu barvu svých karet, která je roztažená doprava.",
)
def splay_right_pile_up(ctx):
    ctx.may_splay([c for c in COLORS if ctx.splayed(c) == "right"], "up")
