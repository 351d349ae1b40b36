"""Collaboration (age 9, green, crown).

Rulings:
- The demanded player draws and reveals two cards (a 9 each, or the next higher value when
  the 9 pile is empty); the demanding player then picks which of the two revealed cards goes
  on top of their own board, and the demanded player melds the other (as on BGA).
- The win effect counts every card of the green pile, covered ones included.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Collaboration")


@card.demand(
    "I demand you draw and reveal two 9s! I choose one of them for you to transfer to my board; "
    "meld the other!",
    cs="Přikazuji ti: vezmi si a ukaž dvě karty 9! Jednu z nich, kterou si vyberu, přesuň do mé "
    "herní oblasti, a tu druhou vylož!",
)
class DrawTwoNines(Effect):
    def start(self, ctx):
        drawn = [ctx.draw_and_reveal(9), ctx.draw_and_reveal(9)]
        ctx.vars["drawn"] = drawn
        ctx.choose_card(
            drawn,
            chooser=ctx.demander,
            prompt=msg(
                "Choose the revealed card {me} transfers to your board (they meld the other)", me=seat(ctx.me)
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, chosen):
        ctx.transfer(chosen, ctx.demander, "board")
        for other in ctx.vars["drawn"]:
            if other != chosen:
                ctx.meld(other)


@card.shared(
    "If you have ten or more green cards on your board, you win.",
    cs="Pokud máš ve své herní oblasti deset nebo více zelených karet, vyhráváš.",
)
def ten_greens_win(ctx):
    if len(ctx.pile("green")) >= 10:
        ctx.win([ctx.me])
