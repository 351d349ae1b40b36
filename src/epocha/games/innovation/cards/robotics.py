"""Robotics (age 10, red, factory).

Rulings:
- Without a green top card nothing is scored; the rest of the effect still happens.
- The melded 10's non-demand effects are executed by the executing player only, even when
  they are a sharer; its demands are skipped. A win or a game end inside them ends the game
  at once.
"""

from ..effects import Card

card = Card("Robotics")


@card.shared(
    "Score your top green card. Draw and meld a 10, then execute its non-demand effects "
    "yourself, without sharing.",
    cs="Oboduj svou aktivní zelenou kartu. Vezmi si a vylož kartu 10 a pak sám proveď "
    "všechny její součinnosti, bez sdílení.",
)
def score_green_meld_and_execute(ctx):
    green = ctx.top("green")
    if green is not None:
        ctx.score(green)
    ctx.execute(ctx.draw_and_meld(10))
