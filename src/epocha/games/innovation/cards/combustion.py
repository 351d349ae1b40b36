"""Combustion (age 7, red, crown). The 3rd edition scales the demand with the demanding
player's crowns and adds a shared effect.

Rulings:
- The demanded player chooses which score cards to give; with fewer than required, all of
  them go.
- 3rd edition: the crowns counted are those on the demanding player's board ("my board"),
  counted when the demand is executed; fewer than four crowns demand nothing.
- 3rd edition shared effect: the bottom card of the executing player's red pile is returned
  (it may be Combustion itself when it is alone in the pile); no red pile, nothing happens.
"""

from epocha.engine.message import nmsg, seat

from ..effects import Card, Effect

card = Card("Combustion")


class _GiveScoreCards(Effect):
    def how_many(self, ctx):
        return 2

    def start(self, ctx):
        n = self.how_many(ctx)
        if n <= 0:
            return
        ctx.choose_cards(
            ctx.score_pile(),
            min=n,
            max=n,
            prompt=nmsg(
                "Transfer {n} card of your score pile to {demander}'s score pile",
                "Transfer {n} cards of your score pile to {demander}'s score pile",
                "n",
                n=n,
                demander=seat(ctx.demander),
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        ctx.transfer_all(cards, ctx.demander, "score")


@card.demand(
    "I demand you transfer two cards from your score pile to my score pile!",
    cs="Přikazuji ti: přesuň dvě karty ze svého vlivu do mého vlivu!",
    editions=["1e"],
)
class GiveTwo(_GiveScoreCards):
    pass


@card.demand(
    "I demand you transfer to my score pile one card from your score pile for each four crowns on my board!",
    cs="Přikazuji ti: přesuň do mého vlivu jednu kartu ze svého vlivu za každé čtyři koruny "
    "v mé herní oblasti!",
    editions=["3e"],
)
class GivePerFourCrowns(_GiveScoreCards):
    def how_many(self, ctx):
        return ctx.count("crown", ctx.demander) // 4


@card.shared(
    "Return the bottom card of your red pile.",
    cs="Vrať svou spodní červenou kartu.",
    editions=["3e"],
)
def return_bottom_red(ctx):
    bottom = ctx.bottom("red")
    if bottom is not None:
        ctx.return_card(bottom)
