"""Stem Cells (age 10, yellow, leaf).

Rulings:
- One yes/no choice: score the whole hand or nothing. With an empty hand nothing is asked.
"""

from epocha.engine.message import msg, pmsg

from ..effects import Card, Effect

card = Card("Stem Cells")


@card.shared(
    "You may score every card in your hand; it is all of them or none.",
    cs="Můžeš obodovat všechny karty z ruky; buď všechny, nebo žádnou.",
)
class ScoreWholeHand(Effect):
    def start(self, ctx):
        if not ctx.hand():
            return
        ctx.choose_option(
            {"score": pmsg("option", "Score all cards in your hand")},
            may=True,
            prompt=msg("You may score all the cards in your hand"),
            then=self.chosen,
        )

    def chosen(self, ctx, option):
        if option == "score":
            ctx.score_cards(ctx.hand())
