"""Flight (age 8, red, crown).

Rulings:
- The first effect looks at the red splay when it runs (before the second effect can splay
  red up); then any one colour, red included, may be splayed up.
"""

from ..catalog import COLORS
from ..effects import Card

card = Card("Flight")


@card.shared(
    "If your red cards are splayed up, you may splay any one colour of your cards up.",
    cs="Pokud jsou tvé červené karty roztažené nahoru, můžeš roztáhnout nahoru karty libovolné jedné barvy.",
)
def splay_any_up(ctx):
    if ctx.splayed("red") == "up":
        ctx.may_splay(COLORS, "up")


@card.shared(
    "You may splay your red cards up.",
    cs="Můžeš roztáhnout své červené karty nahoru.",
)
def splay_red_up(ctx):
    ctx.may_splay(["red"], "up")
