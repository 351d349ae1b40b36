"""Encyclopedia (age 6, blue, crown).

Rulings:
- All or nothing: a yes/no choice, then every card of the highest value in the score pile is
  melded; the owner orders the cards that land on one pile. Not asked with an empty score pile.
"""

from epocha.engine.message import msg, pmsg

from ..effects import Card, Effect

card = Card("Encyclopedia")


@card.shared(
    "You may meld all the highest cards in your score pile (all of them or none).",
    cs="Můžeš vyložit všechny nejvyšší karty ze svého vlivu (buď všechny, nebo žádnou).",
)
class MeldHighestScores(Effect):
    def start(self, ctx):
        if ctx.score_pile():
            ctx.choose_option(
                {"meld": pmsg("option", "Meld all the highest cards of your score pile")},
                may=True,
                prompt=msg("You may meld all the highest cards in your score pile"),
                then=self.chosen,
            )

    def chosen(self, ctx, option):
        if option == "meld":
            ctx.meld_cards(ctx.highest(ctx.score_pile()))
