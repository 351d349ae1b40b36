"""Metric System (age 6, green, crown).

Rulings:
- The first effect looks at the green splay when it runs (before the second effect's splay).
  Only colours whose splay would change are offered.
"""

from ..catalog import COLORS
from ..effects import Card

card = Card("Metric System")


@card.shared(
    "If your green cards are splayed right, you may splay one colour of your cards right.",
    cs="Pokud jsou tvé zelené karty roztažené doprava, můžeš roztáhnout karty jedné barvy doprava.",
)
def splay_any_if_green_right(ctx):
    if ctx.splayed("green") == "right":
        ctx.may_splay(COLORS, "right")


@card.shared(
    "You may splay your green cards right.",
    cs="Můžeš roztáhnout své zelené karty doprava.",
)
def splay_green(ctx):
    ctx.may_splay(["green"], "right")
