"""Printing Press (age 4, blue, lightbulb).

Rulings:
- The draw is two above the top purple card after the return; without a purple pile that value
  is 0, so a 2 is drawn (value-0 rule).
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Printing Press")


@card.shared(
    "You may return a card from your score pile. If you do, draw a card of value two higher "
    "than your top purple card.",
    cs="Můžeš vrátit kartu ze svého vlivu. Pokud tak učiníš, vezmi si kartu o dva vyšší "
    "hodnoty, než má tvá aktivní fialová karta.",
)
class ReturnScoreToDraw(Effect):
    def start(self, ctx):
        ctx.choose_card(
            ctx.score_pile(),
            may=True,
            prompt=msg("You may return a card from your score pile"),
            then=self.returned,
        )

    def returned(self, ctx, card):
        if card is None:
            return
        ctx.return_card(card)
        purple = ctx.top("purple")
        ctx.draw((ctx.age(purple) if purple else 0) + 2)


@card.shared("You may splay your blue cards right.", cs="Můžeš roztáhnout své modré karty doprava.")
def splay_blue_right(ctx):
    ctx.may_splay(["blue"], "right")
