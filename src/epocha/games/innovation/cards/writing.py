"""Writing (age 1, blue, lightbulb)."""

from ..effects import Card

card = Card("Writing")


@card.shared("Draw a 2.", cs="Vezmi si kartu 2.")
def draw_two(ctx):
    ctx.draw(2)
