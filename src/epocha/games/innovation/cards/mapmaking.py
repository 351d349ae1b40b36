"""Mapmaking (age 2, green, crown).

Rulings:
- The victim chooses which 1 to give. The second effect is executed by every sharer and by me
  when any victim transferred a card (BGA).
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Mapmaking")


@card.demand(
    "I demand you transfer a 1 from your score pile, if you have one, to my score pile!",
    cs="Přikazuji ti: přesuň kartu 1 ze svého vlivu do mého vlivu, pokud nějakou máš!",
)
class GiveAOne(Effect):
    def start(self, ctx):
        ones = [c for c in ctx.score_pile() if ctx.age(c) == 1]
        ctx.choose_card(
            ones,
            prompt=msg("Transfer a 1 to {demander}'s score pile", demander=seat(ctx.demander)),
            then=self.chosen,
        )

    def chosen(self, ctx, card):
        if card is None:
            return
        ctx.transfer(card, ctx.demander, "score")
        ctx.memory["transferred"] = True


@card.shared(
    "If the demand transferred any card, draw and score a 1.",
    cs="Pokud byla kvůli příkazu přesunuta nějaká karta, vezmi si a oboduj kartu 1.",
)
def score_if_transferred(ctx):
    if ctx.memory.get("transferred"):
        ctx.draw_and_score(1)
