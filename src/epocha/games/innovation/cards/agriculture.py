"""Agriculture (age 1, yellow, leaf)."""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Agriculture")


@card.shared(
    "You may return a card from your hand. If you do, draw and score a card of value one "
    "higher than the card you returned.",
    cs="Můžeš vrátit kartu z ruky. Pokud tak učiníš, vezmi si a oboduj kartu o jedna vyšší "
    "hodnoty, než měla vrácená karta.",
)
class ReturnForHigher(Effect):
    def start(self, ctx):
        ctx.may_return(ctx.hand(), prompt=msg("You may return a card from your hand"), then=self.returned)

    def returned(self, ctx, card):
        if card is not None:
            ctx.draw_and_score(ctx.age(card) + 1)
