"""Machine Tools (age 6, red, factory).

Rulings:
- An empty score pile has highest value 0, so a 1 is drawn and scored (FAQ).
"""

from ..effects import Card

card = Card("Machine Tools")


@card.shared(
    "Draw and score a card of value equal to the highest card in your score pile.",
    cs="Vezmi si a oboduj kartu o hodnotě rovné nejvyšší kartě ve tvém vlivu.",
)
def score_highest_value(ctx):
    ctx.draw_and_score(ctx.value(ctx.score_pile()))
