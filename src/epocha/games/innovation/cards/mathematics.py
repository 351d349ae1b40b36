"""Mathematics (age 2, blue, lightbulb)."""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Mathematics")


@card.shared(
    "You may return a card from your hand. If you do, draw and meld a card one value higher than it.",
    cs="Můžeš vrátit kartu z ruky. Pokud tak učiníš, vezmi si a vylož kartu o jedna vyšší "
    "hodnoty, než měla vrácená karta.",
)
class ReturnToMeldHigher(Effect):
    def start(self, ctx):
        ctx.may_return(ctx.hand(), prompt=msg("You may return a card from your hand"), then=self.returned)

    def returned(self, ctx, card):
        if card is not None:
            ctx.draw_and_meld(ctx.age(card) + 1)
