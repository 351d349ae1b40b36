"""Clothing (age 1, green, leaf).

Rulings:
- The meld is mandatory when a card of a colour absent from your board is in hand; with none,
  nothing happens.
- The second effect looks at the boards when it executes (after the meld); "opponents" are
  all the other players. The number of 1s is fixed before the first one is drawn.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Clothing")


@card.shared(
    "Meld a card from your hand whose colour is not on your board yet.",
    cs="Vylož kartu z ruky v barvě, kterou ještě nemáš ve své herní oblasti.",
)
class MeldNewColor(Effect):
    def start(self, ctx):
        present = set(ctx.colors())
        cards = [c for c in ctx.hand() if ctx.color(c) not in present]
        ctx.choose_card(cards, prompt=msg("Meld a card of a colour not on your board"), then=self.chosen)

    def chosen(self, ctx, card):
        if card is not None:
            ctx.meld(card)


@card.shared(
    "For each colour on your board that no opponent has on theirs, draw and score a 1.",
    cs="Za každou barvu ve své herní oblasti, kterou žádný soupeř nemá ve své herní oblasti, "
    "si vezmi a oboduj kartu 1.",
)
def score_for_unique_colors(ctx):
    theirs = {color for p in ctx.opponents for color in ctx.colors(p)}
    unique = [color for color in ctx.colors() if color not in theirs]
    for _ in unique:
        ctx.draw_and_score(1)
