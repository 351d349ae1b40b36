"""Road Building (age 2, red, castle).

Rulings:
- You choose one or two cards; two of one colour are melded in the order you choose.
- After melding two, the transfer is offered only if you have a top red card; choosing the
  player is the "may" (pass to decline). Your top red card goes on top of their red pile, then
  their top green card (if they have one) goes on top of your green pile (BGA).
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Road Building")


@card.shared(
    "Meld one or two cards from your hand. If you melded two, you may transfer your top red "
    "card to another player's board; if you do, transfer that player's top green card to your "
    "board.",
    cs="Vylož jednu nebo dvě karty z ruky. Pokud jsi vyložil dvě, můžeš přesunout svou aktivní "
    "červenou kartu do herní oblasti jiného hráče. Pokud tak učiníš, přesuň jeho aktivní zelenou "
    "kartu do své herní oblasti.",
)
class MeldAndTrade(Effect):
    def start(self, ctx):
        ctx.choose_cards(
            ctx.hand(), min=1, max=2, prompt=msg("Meld one or two cards from your hand"), then=self.chosen
        )

    def chosen(self, ctx, cards):
        if cards:
            ctx.meld_cards(cards, then=self.melded)

    def melded(self, ctx, cards):
        if len(cards) == 2 and ctx.top("red") is not None:
            ctx.choose_player(
                ctx.opponents,
                may=True,
                prompt=msg(
                    "You may give your top red card to another player (and take their top green card)"
                ),
                then=self.traded,
            )

    def traded(self, ctx, player):
        if player is None:
            return
        ctx.transfer(ctx.top("red"), player, "board")
        green = ctx.top("green", player)
        if green is not None:
            ctx.transfer(green, ctx.me, "board")
