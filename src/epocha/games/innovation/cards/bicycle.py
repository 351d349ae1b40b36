"""Bicycle (age 7, green, crown).

Rulings:
- All or nothing: one yes/no choice swaps the whole hand with the whole score pile at once (an
  exchange, so the special achievements are checked once, after both sides moved).
- With an empty hand and an empty score pile nothing is asked and nothing changes; with one
  side empty the exchange is still offered and moves the other side (rulebook: an exchange
  with an empty side is a one-way move; BGA offers it too).
- The cards are transferred, not scored: they do not count toward Monument.
"""

from epocha.engine.message import msg, pmsg

from ..effects import Card, Effect

card = Card("Bicycle")


@card.shared(
    "You may swap your whole hand with your whole score pile (all the cards or none).",
    cs="Můžeš vyměnit všechny karty z ruky za všechny karty ze svého vlivu (buď všechny, nebo žádnou).",
)
class SwapHandAndScore(Effect):
    def start(self, ctx):
        if not ctx.hand() and not ctx.score_pile():
            return
        ctx.choose_option(
            {"exchange": pmsg("option", "Exchange your hand with your score pile")},
            may=True,
            prompt=msg("You may exchange all the cards of your hand with all the cards of your score pile"),
            then=self.chosen,
        )

    def chosen(self, ctx, option):
        if option is None:
            return
        swaps = [(c, ctx.me, "score") for c in ctx.hand()]
        swaps += [(c, ctx.me, "hand") for c in ctx.score_pile()]
        ctx.exchange(swaps)
