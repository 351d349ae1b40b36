"""The Internet (age 10, purple, clock).

Rulings:
- The number of 10s to meld is half the clocks visible on your board, rounded down, counted
  once when the third effect starts; the clocks on the cards it melds do not change it.
- Each draw may end the game by score once the age-10 deck is empty.
"""

from ..effects import Card

card = Card("The Internet")


@card.shared("You may splay your green cards up.", cs="Můžeš roztáhnout své zelené karty nahoru.")
def splay_green_up(ctx):
    ctx.may_splay(["green"], "up")


@card.shared("Draw and score a 10.", cs="Vezmi si a oboduj kartu 10.")
def draw_and_score_ten(ctx):
    ctx.draw_and_score(10)


@card.shared(
    "Draw and meld a 10 for each two clocks on your board.",
    cs="Vezmi si a vylož kartu 10 za každé dvě hodiny ve své herní oblasti.",
)
def meld_per_two_clocks(ctx):
    for _ in range(ctx.count("clock") // 2):
        ctx.draw_and_meld(10)
