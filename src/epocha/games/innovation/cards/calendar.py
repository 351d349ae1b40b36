"""Calendar (age 2, blue, leaf).

Rulings:
- "More" is strict: equal counts draw nothing.
"""

from ..effects import Card

card = Card("Calendar")


@card.shared(
    "If your score pile holds more cards than your hand, draw two 3s.",
    cs="Pokud máš ve vlivu více karet než v ruce, vezmi si dvě karty 3.",
)
def draw_if_score_outnumbers_hand(ctx):
    if len(ctx.score_pile()) > len(ctx.hand()):
        ctx.draw(3)
        ctx.draw(3)
