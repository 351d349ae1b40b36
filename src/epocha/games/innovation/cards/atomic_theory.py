"""Atomic Theory (age 6, blue, lightbulb)."""

from ..effects import Card

card = Card("Atomic Theory")


@card.shared(
    "You may splay your blue cards right.",
    cs="Můžeš roztáhnout své modré karty doprava.",
)
def splay_blue(ctx):
    ctx.may_splay(["blue"], "right")


@card.shared("Draw and meld a 7.", cs="Vezmi si a vylož kartu 7.")
def meld_seven(ctx):
    ctx.draw_and_meld(7)
