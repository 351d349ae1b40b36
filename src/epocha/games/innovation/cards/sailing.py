"""Sailing (age 1, green, crown)."""

from ..effects import Card

card = Card("Sailing")


@card.shared("Draw and meld a 1.", cs="Vezmi si a vylož kartu 1.")
def draw_and_meld_one(ctx):
    ctx.draw_and_meld(1)
