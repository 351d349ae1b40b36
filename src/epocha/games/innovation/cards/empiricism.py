"""Empiricism (age 8, purple, lightbulb).

Rulings:
- The two colours are chosen one after the other (two different colours), before the 9 is
  drawn. A 9 of another colour stays in hand.
- The splay offered is only of the melded card's colour, and only when it changes something.
- The win is checked when the second effect runs: twenty or more visible lightbulbs.
"""

from epocha.engine.message import msg

from ..catalog import COLORS
from ..effects import Card, Effect

card = Card("Empiricism")


@card.shared(
    "Name two colours, then draw and reveal a 9. If it is of one of them, meld it; you may "
    "then splay that colour of your cards up.",
    cs="Zvol dvě barvy, pak si vezmi a ukaž kartu 9. Pokud má jednu z nich, vylož ji; pak "
    "můžeš karty té barvy roztáhnout nahoru.",
)
class GuessColour(Effect):
    def start(self, ctx):
        ctx.choose_color(COLORS, prompt=msg("Choose the first of two colours"), then=self.first)

    def first(self, ctx, color):
        ctx.vars["colors"] = [color]
        ctx.choose_color(
            [c for c in COLORS if c != color], prompt=msg("Choose the second colour"), then=self.second
        )

    def second(self, ctx, color):
        chosen = [*ctx.vars["colors"], color]
        drawn = ctx.draw_and_reveal(9)
        if ctx.color(drawn) in chosen:
            ctx.meld(drawn)
            ctx.may_splay([ctx.color(drawn)], "up")


@card.shared(
    "If your board shows twenty or more lightbulbs, you win.",
    cs="Pokud máš ve své herní oblasti dvacet nebo více žárovek, vyhráváš.",
)
def twenty_lightbulbs_win(ctx):
    if ctx.count("lightbulb") >= 20:
        ctx.win([ctx.me])
