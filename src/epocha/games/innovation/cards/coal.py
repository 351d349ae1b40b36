"""Coal (age 5, red, factory).

Rulings:
- "The card beneath it" is the card that lies under the scored top card, i.e. the new top card
  of that colour after the first score; with a one-card pile only that card is scored.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Coal")


@card.shared("Draw and tuck a 5.", cs="Vezmi si a schovej kartu 5.")
def tuck_five(ctx):
    ctx.draw_and_tuck(5)


@card.shared(
    "You may splay your red cards right.",
    cs="Můžeš roztáhnout své červené karty doprava.",
)
def splay_red(ctx):
    ctx.may_splay(["red"], "right")


@card.shared(
    "You may score one of your top cards. If you do, also score the card beneath it.",
    cs="Můžeš obodovat jednu ze svých aktivních karet. Pokud tak učiníš, oboduj i kartu pod ní.",
)
class ScoreTopTwo(Effect):
    def start(self, ctx):
        ctx.choose_card(
            ctx.top_cards(),
            may=True,
            prompt=msg("You may score one of your top cards (and the card beneath it)"),
            then=self.chosen,
        )

    def chosen(self, ctx, chosen):
        if chosen is None:
            return
        ctx.score(chosen)
        beneath = ctx.top(ctx.color(chosen))
        if beneath is not None:
            ctx.score(beneath)
