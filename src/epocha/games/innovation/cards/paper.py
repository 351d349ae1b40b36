"""Paper (age 3, green, lightbulb).

Rulings:
- The second effect counts the colours splayed left when it runs (after the optional splay of
  the first effect); each draw is a 4 (or the next higher deck when the 4s run out).
"""

from ..effects import Card

card = Card("Paper")


@card.shared(
    "You may splay your green or blue cards left.",
    cs="Můžeš roztáhnout své zelené, nebo modré karty doleva.",
)
def splay_green_or_blue_left(ctx):
    ctx.may_splay(["green", "blue"], "left")


@card.shared(
    "Draw a 4 for every colour you have splayed left.",
    cs="Za každou barvu, kterou máš roztaženou doleva, si vezmi kartu 4.",
)
def draw_for_left_splays(ctx):
    for _ in [c for c in ctx.colors() if ctx.splayed(c) == "left"]:
        ctx.draw(4)
