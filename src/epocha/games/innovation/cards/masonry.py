"""Masonry (age 1, yellow, castle)."""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Masonry")


@card.shared(
    "You may meld any number of cards with a castle from your hand. If you melded four or "
    "more this way, claim the Monument achievement.",
    cs="Můžeš vyložit libovolný počet karet s hradem z ruky. Pokud jsi jich takto vyložil "
    "čtyři nebo více, ovládni kartu pokroku Monument.",
)
class MeldCastles(Effect):
    def start(self, ctx):
        castles = [c for c in ctx.hand() if ctx.has(c, "castle")]
        ctx.choose_cards(
            castles,
            may=True,
            ordered=True,
            prompt=msg(
                "You may meld cards with a castle (in the order picked; the last one of a colour ends on top)"
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        for card in cards:
            ctx.meld(card)
        if len(cards) >= 4:
            ctx.claim("Monument")
