"""Gunpowder (age 4, red, factory).

Rulings:
- The demanded player picks the top card with a castle to give.
- "If any card was transferred due to the demand" is true for every player executing the
  second effect when any demanded player gave a card during this dogma (`ctx.memory`).
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Gunpowder")


@card.demand(
    "I demand you transfer a top card with a castle from your board to my score pile!",
    cs="Přikazuji ti: přesuň aktivní kartu s hradem ze své herní oblasti do mého vlivu!",
)
class GiveCastleTop(Effect):
    def start(self, ctx):
        tops = [c for c in ctx.top_cards() if ctx.has(c, "castle")]
        ctx.choose_card(
            tops,
            prompt=msg(
                "Transfer a top card with a castle to {demander}'s score pile", demander=seat(ctx.demander)
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, card):
        if card is not None:
            ctx.transfer(card, ctx.demander, "score")
            ctx.memory["transferred"] = True


@card.shared(
    "If any card was transferred because of the demand, draw and score a 2.",
    cs="Pokud byla kvůli příkazu přesunuta nějaká karta, vezmi si a oboduj kartu 2.",
)
def score_two_if_taken(ctx):
    if ctx.memory.get("transferred"):
        ctx.draw_and_score(2)
