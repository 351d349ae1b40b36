"""Metalworking (age 1, red, castle)."""

from ..effects import Card

card = Card("Metalworking")


@card.shared(
    "Draw and reveal a 1. If it has a castle, score it and repeat this effect. Otherwise, keep "
    "it in your hand.",
    cs="Vezmi si a ukaž kartu 1. Pokud má hrad, oboduj ji a opakuj tento efekt. Jinak si ji nech v ruce.",
)
def reveal_for_castles(ctx):
    card = ctx.draw_and_reveal(1)
    if ctx.has(card, "castle"):
        ctx.score(card)
        ctx.repeat()
