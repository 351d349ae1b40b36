"""A.I. (age 10, purple, lightbulb).

Rulings:
- Robotics and Software must both be top cards at the moment the second effect runs; they
  may lie on any boards (the same one or two different players'). BGA's code accepts either
  of the two; we follow the printed "and".
- "Score" means score points (the sum of the values in the score pile). A tie for the lowest
  score means there is no single player: nobody wins and the game goes on.
- The winner need not be the executing player; the game ends at once, so the rest of the
  dogma (other executors, the sharing bonus) does not happen.
"""

from ..effects import Card

card = Card("A.I.")


@card.shared("Draw and score a 10.", cs="Vezmi si a oboduj kartu 10.")
def draw_and_score_ten(ctx):
    ctx.draw_and_score(10)


@card.shared(
    "If both Robotics and Software are top cards (on any boards), the only player with the "
    "fewest points wins.",
    cs="Pokud jsou Robotika i Software aktivními kartami (v libovolných herních oblastech), "
    "vyhrává jediný hráč s nejméně body vlivu.",
)
def lowest_score_wins(ctx):
    tops = {c for p in ctx.players for c in ctx.top_cards(p)}
    if {"Robotics", "Software"} <= tops:
        lowest = min(ctx.points(p) for p in ctx.players)
        ctx.win_if_single([p for p in ctx.players if ctx.points(p) == lowest])
