"""Suburbia (age 9, yellow, leaf).

Rulings:
- The cards are tucked in the order picked (the last one of a colour ends at the bottom),
  then a 1 is drawn and scored for each card tucked. The 1st and 3rd edition wordings
  ("tucked"/"tuck") play the same.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Suburbia")


@card.shared(
    "You may tuck any number of cards from your hand. Draw and score a 1 for each card you tucked.",
    cs="Můžeš schovat libovolný počet karet z ruky. Za každou schovanou kartu si vezmi a oboduj kartu 1.",
)
class TuckForOnes(Effect):
    def start(self, ctx):
        ctx.choose_cards(
            ctx.hand(),
            may=True,
            ordered=True,
            prompt=msg(
                "You may tuck cards from your hand (in the order picked; the "
                "last one of a colour ends at the bottom)"
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        for tucked in cards:
            ctx.tuck(tucked)
        for _ in cards:
            ctx.draw_and_score(1)
