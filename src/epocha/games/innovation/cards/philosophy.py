"""Philosophy (age 2, purple, lightbulb)."""

from epocha.engine.message import msg

from ..catalog import COLORS
from ..effects import Card, Effect

card = Card("Philosophy")


@card.shared(
    "You may splay the cards of any one colour left.",
    cs="Můžeš roztáhnout karty jedné libovolné barvy doleva.",
)
def splay_any_left(ctx):
    ctx.may_splay(COLORS, "left")


@card.shared("You may score a card from your hand.", cs="Můžeš obodovat kartu z ruky.")
class ScoreFromHand(Effect):
    def start(self, ctx):
        ctx.choose_card(
            ctx.hand(), may=True, prompt=msg("You may score a card from your hand"), then=self.chosen
        )

    def chosen(self, ctx, card):
        if card is not None:
            ctx.score(card)
