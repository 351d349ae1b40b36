"""Mobility (age 8, red, factory).

Rulings:
- The two cards are taken one at a time (as on BGA): each time the highest eligible top
  card (non-red, without a factory) goes, the demanded player choosing among ties; a card
  uncovered by the first transfer can be the second.
- The 8 is drawn when at least one card was transferred.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Mobility")


@card.demand(
    "I demand you transfer your two highest non-red top cards without a factory from your "
    "board to my score pile! If you transferred any, draw an 8!",
    cs="Přikazuji ti: přesuň dvě své nejvyšší nečervené aktivní karty bez továrny ze své herní "
    "oblasti do mého vlivu! Pokud jsi nějakou přesunul, vezmi si kartu 8!",
)
class GiveTwoHighest(Effect):
    def start(self, ctx):
        ctx.vars["given"] = 0
        self.next_card(ctx)

    def next_card(self, ctx):
        eligible = [c for c in ctx.top_cards() if ctx.color(c) != "red" and not ctx.has(c, "factory")]
        if ctx.vars["given"] < 2 and eligible:
            ctx.choose_card(
                ctx.highest(eligible),
                prompt=msg(
                    "Transfer your highest non-red top card without a factory to {demander}'s score pile",
                    demander=seat(ctx.demander),
                ),
                then=self.chosen,
            )
        elif ctx.vars["given"]:
            ctx.draw(8)

    def chosen(self, ctx, chosen):
        ctx.transfer(chosen, ctx.demander, "score")
        ctx.vars["given"] += 1
        self.next_card(ctx)
