"""Medicine (age 3, yellow, leaf).

Rulings:
- Each player picks their own card among ties: I (the demander) pick my lowest score card
  first, then the demanded player picks their highest (BGA's order). The two cards then change
  places at once (`exchange`).
- An empty score pile on either side makes it a one-way move (the exchange still happens).
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Medicine")


@card.demand(
    "I demand you exchange the highest card in your score pile with the lowest card in my score pile!",
    cs="Přikazuji ti: vyměň nejvyšší kartu ze svého vlivu za nejnižší kartu z mého vlivu!",
)
class SwapScoreCards(Effect):
    def start(self, ctx):
        ctx.choose_card(
            ctx.lowest(ctx.score_pile(ctx.demander)),
            chooser=ctx.demander,
            prompt=msg("Choose the lowest card of your score pile to give to {me}", me=seat(ctx.me)),
            then=self.lowest_chosen,
        )

    def lowest_chosen(self, ctx, card):
        ctx.vars["mine"] = card
        ctx.choose_card(
            ctx.highest(ctx.score_pile()),
            prompt=msg(
                "Choose the highest card of your score pile to give to {demander}",
                demander=seat(ctx.demander),
            ),
            then=self.highest_chosen,
        )

    def highest_chosen(self, ctx, card):
        swap = []
        if card is not None:
            swap.append((card, ctx.demander, "score"))
        if ctx.vars["mine"] is not None:
            swap.append((ctx.vars["mine"], ctx.me, "score"))
        if swap:
            ctx.exchange(swap)
