"""The Pirate Code (age 5, red, crown).

Rulings:
- The demanded player picks which two cards of value 4 or less to give; with fewer, all of
  them go. A transfer by any demanded player enables the second effect for everyone executing
  it (ctx.memory).
- Among tied lowest top cards with a crown the executing player picks (FAQ).
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("The Pirate Code")


@card.demand(
    "I demand you transfer two cards of value 4 or less from your score pile to my score pile!",
    cs="Přikazuji ti: přesuň dvě karty hodnoty 4 nebo nižší ze svého vlivu do mého vlivu!",
)
class GiveTwoLowCards(Effect):
    def start(self, ctx):
        low = [c for c in ctx.score_pile() if ctx.age(c) <= 4]
        ctx.choose_cards(
            low,
            min=2,
            max=2,
            prompt=msg(
                "Transfer two score cards of value 4 or less to {demander}'s score pile",
                demander=seat(ctx.demander),
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        ctx.transfer_all(cards, ctx.demander, "score")
        if cards:
            ctx.memory["transferred"] = True


@card.shared(
    "If any card was transferred because of the demand, score your lowest top card with a crown.",
    cs="Pokud byla kvůli příkazu přesunuta nějaká karta, oboduj svou nejnižší aktivní kartu s korunou.",
)
class ScoreLowestCrown(Effect):
    def start(self, ctx):
        if not ctx.memory.get("transferred"):
            return
        crowns = [c for c in ctx.top_cards() if ctx.has(c, "crown")]
        ctx.choose_card(
            ctx.lowest(crowns), prompt=msg("Score your lowest top card with a crown"), then=self.chosen
        )

    def chosen(self, ctx, chosen):
        if chosen is not None:
            ctx.score(chosen)
