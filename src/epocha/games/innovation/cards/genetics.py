"""Genetics (age 9, blue, lightbulb).

Rulings:
- "Beneath it" is every other card of the pile the drawn card was melded on; they are all
  scored (their order in the score pile does not matter).
"""

from ..effects import Card

card = Card("Genetics")


@card.shared(
    "Draw and meld a 10. Score every card beneath it.",
    cs="Vezmi si a vylož kartu 10. Oboduj všechny karty pod ní.",
)
def meld_and_score_beneath(ctx):
    melded = ctx.draw_and_meld(10)
    ctx.score_cards(ctx.pile(ctx.color(melded))[1:])
