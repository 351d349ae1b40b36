"""Engineering (age 3, red, castle).

Rulings:
- "All top cards with a castle" are the top cards when the demand starts; a card uncovered by
  one of these transfers is not taken, even if it has a castle (BGA).
"""

from ..effects import Card

card = Card("Engineering")


@card.demand(
    "I demand you transfer all your top cards with a castle to my score pile!",
    cs="Přikazuji ti: přesuň všechny své aktivní karty s hradem do mého vlivu!",
)
def give_castle_tops(ctx):
    tops = [c for c in ctx.top_cards() if ctx.has(c, "castle")]
    ctx.transfer_all(tops, ctx.demander, "score")


@card.shared("You may splay your red cards left.", cs="Můžeš roztáhnout své červené karty doleva.")
def splay_red_left(ctx):
    ctx.may_splay(["red"], "left")
