"""Software (age 10, blue, clock).

Rulings:
- The two 10s are drawn and melded one after the other; only the second one's non-demand
  effects are executed, by the executing player only (even when that is a sharer). If both
  are of one colour, the second ends on top of the first.
- An empty age-10 deck ends the game by score at the draw that cannot be made, so a game
  may end between the two melds.
"""

from ..effects import Card

card = Card("Software")


@card.shared("Draw and score a 10.", cs="Vezmi si a oboduj kartu 10.")
def draw_and_score_ten(ctx):
    ctx.draw_and_score(10)


@card.shared(
    "Draw and meld two 10s, then execute the non-demand effects of the second one yourself, without sharing.",
    cs="Vezmi si a vylož dvě karty 10 a pak sám proveď všechny součinnosti té druhé, bez sdílení.",
)
def meld_two_execute_second(ctx):
    ctx.draw_and_meld(10)
    ctx.execute(ctx.draw_and_meld(10))
