"""Currency (age 2, green, crown).

Rulings:
- One 2 per distinct value among the returned cards. The owner orders returned cards of one
  age (bottom of that supply pile).
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Currency")


@card.shared(
    "You may return any number of cards from your hand. If you do, draw and score a 2 for each "
    "different value among the returned cards.",
    cs="Můžeš vrátit libovolný počet karet z ruky. Pokud tak učiníš, vezmi si a oboduj kartu 2 "
    "za každou různou hodnotu mezi vrácenými kartami.",
)
class ReturnForValues(Effect):
    def start(self, ctx):
        ctx.choose_cards(
            ctx.hand(), may=True, prompt=msg("You may return any number of cards"), then=self.chosen
        )

    def chosen(self, ctx, cards):
        if cards:
            ctx.return_cards(cards, then=self.returned)

    def returned(self, ctx, cards):
        for _ in {ctx.age(c) for c in cards}:
            ctx.draw_and_score(2)
