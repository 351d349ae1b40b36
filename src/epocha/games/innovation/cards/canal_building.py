"""Canal Building (age 2, yellow, crown).

Rulings:
- The exchange is one simultaneous move. When one side is empty it is a one-way move (the
  highest cards of the other side still change place), as the rules define "exchange".
- Nothing is asked when both the hand and the score pile are empty.
"""

from epocha.engine.message import msg, pmsg

from ..effects import Card, Effect

card = Card("Canal Building")


@card.shared(
    "You may swap all the highest cards in your hand with all the highest cards in your score pile.",
    cs="Můžeš vyměnit všechny nejvyšší karty z ruky za všechny nejvyšší karty ze svého vlivu.",
)
class ExchangeHighest(Effect):
    def start(self, ctx):
        if not ctx.hand() and not ctx.score_pile():
            return
        ctx.choose_option(
            {"exchange": pmsg("option", "Exchange the highest cards of your hand and score pile")},
            may=True,
            prompt=msg("You may exchange your highest hand and score cards"),
            then=self.chosen,
        )

    def chosen(self, ctx, answer):
        if answer != "exchange":
            return
        moves = [(c, ctx.me, "score") for c in ctx.highest(ctx.hand())]
        moves += [(c, ctx.me, "hand") for c in ctx.highest(ctx.score_pile())]
        ctx.exchange(moves)
