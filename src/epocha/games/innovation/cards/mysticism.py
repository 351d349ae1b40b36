"""Mysticism (age 1, purple, castle).

Rulings:
- The drawn card is compared with the colours on your board (the card itself is in hand).
  When it does not match, it simply stays in your hand.
"""

from ..effects import Card

card = Card("Mysticism")


@card.shared(
    "Draw and reveal a 1. If your board already has its colour, meld it and draw a 1.",
    cs="Vezmi si a ukaž kartu 1. Pokud její barvu už máš ve své herní oblasti, vylož ji a vezmi si kartu 1.",
)
def reveal_and_match(ctx):
    card = ctx.draw_and_reveal(1)
    if ctx.color(card) in ctx.colors():
        ctx.meld(card)
        ctx.draw(1)
