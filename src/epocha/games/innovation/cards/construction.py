"""Construction (age 2, red, castle).

Rulings:
- The victim chooses which two cards to give; with fewer, all of them go. The 2 is drawn in
  any case (BGA), even from an empty hand.
- "The only player with five top cards": you have five top cards and no other player (sharing,
  demanded or neither) has five, counted when the effect executes. A sharing opponent who
  qualifies executes first and so claims first. If Empire is already claimed nothing happens.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Construction")


@card.demand(
    "I demand you transfer two cards from your hand to my hand, then draw a 2!",
    cs="Přikazuji ti: přesuň dvě karty z ruky do mé ruky a pak si vezmi kartu 2!",
)
class GiveTwoCards(Effect):
    def start(self, ctx):
        ctx.choose_cards(
            ctx.hand(),
            min=2,
            max=2,
            prompt=msg("Transfer two cards to {demander}'s hand", demander=seat(ctx.demander)),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        ctx.transfer_all(cards, ctx.demander, "hand")
        ctx.draw(2)


@card.shared(
    "If you have five top cards and no other player does, claim the Empire achievement.",
    cs="Pokud máš pět aktivních karet a žádný jiný hráč je nemá, ovládni kartu pokroku Vojenství (Empire).",
)
def claim_empire(ctx):
    if len(ctx.top_cards()) < 5:
        return
    if any(len(ctx.top_cards(p)) >= 5 for p in ctx.players if p != ctx.me):
        return
    ctx.claim("Empire")
