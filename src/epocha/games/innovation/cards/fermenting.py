"""Fermenting (age 2, yellow, leaf). The 3rd edition counts colours showing a leaf instead
of pairs of leaves.

Rulings:
- Only visible leaves count (top cards, and what a splay reveals beneath them). The number of
  2s is fixed before the first one is drawn.
"""

from ..effects import Card

card = Card("Fermenting")


@card.shared(
    "Draw a 2 for each two leaves on your board.",
    cs="Za každé dva listy ve své herní oblasti si vezmi kartu 2.",
    editions=["1e"],
)
def draw_per_two_leaves(ctx):
    for _ in range(ctx.count("leaf") // 2):
        ctx.draw(2)


@card.shared(
    "Draw a 2 for each colour on your board that shows at least one leaf.",
    cs="Za každou barvu ve své herní oblasti, na které je vidět alespoň jeden list, si vezmi kartu 2.",
    editions=["3e"],
)
def draw_per_leafy_color(ctx):
    for _ in ctx.colors_showing("leaf"):
        ctx.draw(2)
