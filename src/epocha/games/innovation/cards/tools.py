"""Tools (age 1, blue, lightbulb).

Rulings:
- "Return three cards" with fewer than three in hand: as on BGA, you may still return what
  you hold (the number to pick is capped at your hand), but the 3 is drawn and melded only
  when three cards were returned (BGA: "If you return three").
- Returned cards of one age are ordered by their owner (bottom of the supply pile).
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Tools")


@card.shared(
    "You may return three cards from your hand. If you returned three, draw and meld a 3.",
    cs="Můžeš vrátit tři karty z ruky. Pokud jsi vrátil tři, vezmi si a vylož kartu 3.",
)
class ReturnThree(Effect):
    def start(self, ctx):
        ctx.choose_cards(
            ctx.hand(),
            min=3,
            max=3,
            may=True,
            prompt=msg("You may return three cards from your hand"),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        if cards:
            ctx.return_cards(cards, then=self.returned)

    def returned(self, ctx, cards):
        if len(cards) == 3:
            ctx.draw_and_meld(3)


@card.shared(
    "You may return a 3 from your hand. If you do, draw three 1s.",
    cs="Můžeš vrátit kartu 3 z ruky. Pokud tak učiníš, vezmi si tři karty 1.",
)
class ReturnAThree(Effect):
    def start(self, ctx):
        threes = [c for c in ctx.hand() if ctx.age(c) == 3]
        ctx.choose_card(threes, may=True, prompt=msg("You may return a 3 from your hand"), then=self.chosen)

    def chosen(self, ctx, card):
        if card is None:
            return
        ctx.return_card(card)
        for _ in range(3):
            ctx.draw(1)
