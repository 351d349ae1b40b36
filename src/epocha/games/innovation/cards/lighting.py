"""Lighting (age 7, purple, leaf).

Rulings:
- The chosen cards are tucked in the order picked (the last one of a colour ends at the
  bottom of its pile).
- One 7 is drawn and scored per distinct value among the tucked cards.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Lighting")


@card.shared(
    "You may tuck up to three cards from your hand. If you do, draw and score a 7 for each "
    "different value among the cards you tucked.",
    cs="Můžeš schovat až tři karty z ruky. Pokud tak učiníš, vezmi si a oboduj kartu 7 za "
    "každou různou hodnotu mezi schovanými kartami.",
)
class TuckForSevens(Effect):
    def start(self, ctx):
        ctx.choose_cards(
            ctx.hand(),
            max=3,
            may=True,
            ordered=True,
            prompt=msg(
                "You may tuck up to three cards (in the order picked; the last one "
                "of a colour ends at the bottom)"
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        for c in cards:
            ctx.tuck(c)
        for _ in {ctx.age(c) for c in cards}:
            ctx.draw_and_score(7)
