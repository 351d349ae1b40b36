"""Democracy (age 6, purple, lightbulb).

Rulings:
- The cards are returned in the order picked. Each player's returned count is kept for the
  whole dogma action (ctx.memory); a player draws and scores an 8 only when their count is
  strictly greater than every other player's count so far. Returning nothing never qualifies;
  ties do not qualify (BGA, official FAQ). Sharers execute first, so the activating player must
  beat them.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Democracy")


@card.shared(
    "You may return any number of cards from your hand. If you have now returned more cards "
    "than any other player because of Democracy during this dogma action, draw and score an 8.",
    cs="Můžeš vrátit libovolný počet karet z ruky. Pokud jsi během této aktivace kvůli "
    "Demokracii vrátil více karet než kterýkoli jiný hráč, vezmi si a oboduj kartu 8.",
)
class ReturnForEight(Effect):
    def start(self, ctx):
        ctx.choose_cards(
            ctx.hand(),
            may=True,
            ordered=True,
            prompt=msg("You may return any number of cards (in the order picked)"),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        for returned in cards:
            ctx.return_card(returned)
        counts = ctx.memory.setdefault("returned", [0] * len(ctx.players))
        counts[ctx.me] += len(cards)
        if all(counts[ctx.me] > counts[p] for p in ctx.players if p != ctx.me):
            ctx.draw_and_score(8)
