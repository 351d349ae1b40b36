"""Evolution (age 7, blue, lightbulb).

Rulings:
- One optional choice between the two branches (pass does nothing).
- Scoring branch: the card to return is any card of the score pile, the 8 just scored
  included; it is mandatory once the branch is chosen.
- Drawing branch: with an empty score pile the highest value is 0, so a 1 is drawn.
"""

from epocha.engine.message import msg, pmsg, term

from ..effects import Card, Effect

card = Card("Evolution")


@card.shared(
    "You may either draw and score an 8 and then return a card from your score pile, or draw a "
    "card one value higher than the highest card in your score pile.",
    cs="Můžeš si buď vzít a obodovat kartu 8 a pak vrátit kartu ze svého vlivu, nebo si vzít "
    "kartu o jedna vyšší hodnoty, než je nejvyšší karta ve tvém vlivu.",
)
class ScoreOrDraw(Effect):
    def start(self, ctx):
        ctx.choose_option(
            {
                "score": pmsg("option", "Draw and score an 8, then return a card from your score pile"),
                "draw": pmsg("option", "Draw a card one higher than your highest score card"),
            },
            may=True,
            prompt=msg("You may choose one of {card}'s options", card=term("card", "Evolution")),
            then=self.chosen,
        )

    def chosen(self, ctx, option):
        if option == "score":
            ctx.draw_and_score(8)
            ctx.choose_card(
                ctx.score_pile(), prompt=msg("Return a card from your score pile"), then=self.to_return
            )
        elif option == "draw":
            ctx.draw(ctx.value(ctx.score_pile()) + 1)

    def to_return(self, ctx, chosen):
        if chosen is not None:
            ctx.return_card(chosen)
