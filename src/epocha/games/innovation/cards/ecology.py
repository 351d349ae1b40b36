"""Ecology (age 9, yellow, lightbulb).

Rulings:
- Scoring a card from hand is not optional once a card was returned (the text has no "may";
  BGA offers it as optional, we follow the printed text). With an empty hand after the return
  nothing is scored, and the two 10s are drawn anyway.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Ecology")


@card.shared(
    "You may return a card from your hand. If you do, score a card from your hand and draw two 10s.",
    cs="Můžeš vrátit kartu z ruky. Pokud tak učiníš, oboduj kartu z ruky a vezmi si dvě karty 10.",
)
class ReturnScoreDraw(Effect):
    def start(self, ctx):
        ctx.may_return(ctx.hand(), prompt=msg("You may return a card from your hand"), then=self.returned)

    def returned(self, ctx, card):
        if card is None:
            return
        ctx.choose_card(ctx.hand(), prompt=msg("Score a card from your hand"), then=self.scored)

    def scored(self, ctx, card):
        if card is not None:
            ctx.score(card)
        ctx.draw(10)
        ctx.draw(10)
