"""Steam Engine (age 5, yellow, factory).

Rulings:
- The bottom yellow card is read after both tucks (a tucked yellow 4 is the one scored); a
  one-card yellow pile's card is its bottom card (FAQ); with no yellow pile nothing is scored.
"""

from ..effects import Card

card = Card("Steam Engine")


@card.shared(
    "Draw and tuck two 4s, then score your bottom yellow card.",
    cs="Vezmi si a schovej dvě karty 4, pak oboduj svou spodní žlutou kartu.",
)
def tuck_and_score_bottom(ctx):
    ctx.draw_and_tuck(4)
    ctx.draw_and_tuck(4)
    bottom = ctx.bottom("yellow")
    if bottom is not None:
        ctx.score(bottom)
