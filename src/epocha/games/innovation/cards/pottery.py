"""Pottery (age 1, blue, leaf)."""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Pottery")


@card.shared(
    "You may return up to three cards from your hand. If you returned any, draw and score a "
    "card of value equal to the number of cards you returned.",
    cs="Můžeš vrátit až tři karty z ruky. Pokud jsi nějaké vrátil, vezmi si a oboduj kartu "
    "o hodnotě rovné počtu vrácených karet.",
)
class ReturnUpToThree(Effect):
    def start(self, ctx):
        ctx.choose_cards(
            ctx.hand(),
            max=3,
            may=True,
            ordered=True,
            prompt=msg("You may return up to three cards (in the order picked)"),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        for card in cards:
            ctx.return_card(card)
        if cards:
            ctx.draw_and_score(len(cards))


@card.shared("Draw a 1.", cs="Vezmi si kartu 1.")
def draw_one(ctx):
    ctx.draw(1)
