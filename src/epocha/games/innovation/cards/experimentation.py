"""Experimentation (age 4, blue, lightbulb)."""

from ..effects import Card

card = Card("Experimentation")


@card.shared("Draw and meld a 5.", cs="Vezmi si a vylož kartu 5.")
def meld_a_five(ctx):
    ctx.draw_and_meld(5)
