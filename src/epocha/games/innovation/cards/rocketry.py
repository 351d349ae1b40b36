"""Rocketry (age 8, blue, clock).

Rulings:
- The number of returns is fixed when the effect starts: one per two visible clocks on my
  board. Each return is one pick among all the cards of all my opponents' score piles (chosen
  by place, their faces being hidden), so they may come from different opponents. The
  returns are mandatory; with fewer cards available, all of them go.
"""

from epocha.engine.message import nmsg

from ..effects import Card, Effect

card = Card("Rocketry")


@card.shared(
    "For each two clocks on your board, return a card from an opponent's score pile.",
    cs="Za každé dvoje hodiny ve své herní oblasti vrať kartu z vlivu kteréhokoli soupeře.",
)
class ReturnOpponentsScore(Effect):
    def start(self, ctx):
        ctx.vars["left"] = ctx.count("clock") // 2
        self.next_card(ctx)

    def next_card(self, ctx):
        cards = [c for p in ctx.opponents for c in ctx.score_pile(p)]
        if ctx.vars["left"] > 0 and cards:
            ctx.choose_card(
                cards,
                prompt=nmsg(
                    "Return a card from an opponent's score pile ({left} left)",
                    "Return a card from an opponent's score pile ({left} left)",
                    "left",
                    left=ctx.vars["left"],
                ),
                then=self.chosen,
            )

    def chosen(self, ctx, chosen):
        ctx.return_card(chosen)
        ctx.vars["left"] -= 1
        self.next_card(ctx)
