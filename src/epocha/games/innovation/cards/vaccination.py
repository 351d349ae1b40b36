"""Vaccination (age 6, yellow, leaf).

Rulings:
- All the score cards of the lowest value are returned, their owner ordering them. A return by
  any demanded player enables the second effect for everyone executing it (ctx.memory).
"""

from ..effects import Card, Effect

card = Card("Vaccination")


@card.demand(
    "I demand you return all the lowest cards in your score pile! If you returned any, draw and meld a 6!",
    cs="Přikazuji ti: vrať všechny nejnižší karty ze svého vlivu! Pokud jsi nějakou vrátil, "
    "vezmi si a vylož kartu 6!",
)
class ReturnLowest(Effect):
    def start(self, ctx):
        ctx.return_cards(ctx.lowest(ctx.score_pile()), then=self.returned)

    def returned(self, ctx, cards):
        if cards:
            ctx.memory["returned"] = True
            ctx.draw_and_meld(6)


@card.shared(
    "If any card was returned because of the demand, draw and meld a 7.",
    cs="Pokud byla kvůli příkazu vrácena nějaká karta, vezmi si a vylož kartu 7.",
)
def meld_seven_if_returned(ctx):
    if ctx.memory.get("returned"):
        ctx.draw_and_meld(7)
