"""Chemistry (age 5, blue, factory).

Rulings:
- The return is mandatory and may take any card of the score pile, including the card just
  scored. The value is computed from the top cards when the effect starts (empty board: 0, so
  a 1 is drawn).
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Chemistry")


@card.shared(
    "You may splay your blue cards right.",
    cs="Můžeš roztáhnout své modré karty doprava.",
)
def splay_blue(ctx):
    ctx.may_splay(["blue"], "right")


@card.shared(
    "Draw and score a card of value one higher than your highest top card, then return a card "
    "from your score pile.",
    cs="Vezmi si a oboduj kartu o jedna vyšší hodnoty, než je tvá nejvyšší aktivní karta, a pak "
    "vrať kartu ze svého vlivu.",
)
class ScoreThenReturn(Effect):
    def start(self, ctx):
        ctx.draw_and_score(ctx.highest_top_value() + 1)
        ctx.choose_card(ctx.score_pile(), prompt=msg("Return a card from your score pile"), then=self.chosen)

    def chosen(self, ctx, chosen):
        if chosen is not None:
            ctx.return_card(chosen)
