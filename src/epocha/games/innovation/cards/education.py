"""Education (age 3, purple, lightbulb).

Rulings:
- Among several cards tied for highest, the player picks the one returned.
- The draw is two above the highest card left in the score pile after the return; with none
  left that value is 0, so a 2 is drawn (value-0 rule).
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Education")


@card.shared(
    "You may return the highest card from your score pile. If you do, draw a card of value two "
    "higher than the highest card still in your score pile.",
    cs="Můžeš vrátit nejvyšší kartu ze svého vlivu. Pokud tak učiníš, vezmi si kartu o dva "
    "vyšší hodnoty, než má nejvyšší karta, která ve tvém vlivu zůstala.",
)
class ReturnHighestScore(Effect):
    def start(self, ctx):
        ctx.choose_card(
            ctx.highest(ctx.score_pile()),
            may=True,
            prompt=msg("You may return the highest card from your score pile"),
            then=self.returned,
        )

    def returned(self, ctx, card):
        if card is not None:
            ctx.return_card(card)
            ctx.draw(ctx.value(ctx.score_pile()) + 2)
