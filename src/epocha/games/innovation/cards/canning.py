"""Canning (age 6, yellow, factory).

Rulings:
- The top cards without a factory are taken once, right after the tuck (the tucked card counts
  if it started a new pile); cards uncovered by this scoring are not scored (BGA).
"""

from epocha.engine.message import msg, pmsg

from ..effects import Card, Effect

card = Card("Canning")


@card.shared(
    "You may draw and tuck a 6. If you do, score all your top cards without a factory.",
    cs="Můžeš si vzít a schovat kartu 6. Pokud tak učiníš, oboduj všechny své aktivní karty bez továrny.",
)
class TuckAndScore(Effect):
    def start(self, ctx):
        ctx.choose_option(
            {"tuck": pmsg("option", "Draw and tuck a 6, then score your top cards without a factory")},
            may=True,
            prompt=msg("You may draw and tuck a 6"),
            then=self.chosen,
        )

    def chosen(self, ctx, option):
        if option != "tuck":
            return
        ctx.draw_and_tuck(6)
        ctx.score_cards([c for c in ctx.top_cards() if not ctx.has(c, "factory")])


@card.shared(
    "You may splay your yellow cards right.",
    cs="Můžeš roztáhnout své žluté karty doprava.",
)
def splay_yellow(ctx):
    ctx.may_splay(["yellow"], "right")
