"""The Wheel (age 1, green, castle)."""

from ..effects import Card

card = Card("The Wheel")


@card.shared("Draw two 1s.", cs="Vezmi si dvě karty 1.")
def draw_two_ones(ctx):
    ctx.draw(1)
    ctx.draw(1)
