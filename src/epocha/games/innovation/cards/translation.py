"""Translation (age 3, blue, crown).

Rulings:
- The first effect is all or nothing: one yes/no choice, then every score card is melded; the
  player orders the cards of one colour (the last one ends on top). Not asked with an empty
  score pile.
- World is claimed when every top card has a crown (checked when the second effect runs); if
  it is already taken, nothing happens. A sharing player who qualifies claims it first. An
  empty board would qualify (as on BGA), though a player executing this always has top cards.
"""

from epocha.engine.message import msg, pmsg

from ..effects import Card, Effect

card = Card("Translation")


@card.shared(
    "You may meld all the cards in your score pile. If you meld one, you must meld them all.",
    cs="Můžeš vyložit všechny karty ze svého vlivu. Pokud vyložíš jednu, musíš vyložit všechny.",
)
class MeldScorePile(Effect):
    def start(self, ctx):
        if ctx.score_pile():
            ctx.choose_option(
                {"meld": pmsg("option", "Meld every card of your score pile")},
                may=True,
                prompt=msg("You may meld all the cards in your score pile"),
                then=self.chosen,
            )

    def chosen(self, ctx, option):
        if option == "meld":
            ctx.meld_cards(ctx.score_pile())


@card.shared(
    "If each of your top cards has a crown, claim the World achievement.",
    cs="Pokud má každá tvá aktivní karta korunu, ovládni kartu pokroku World.",
)
def claim_world(ctx):
    if all(ctx.has(c, "crown") for c in ctx.top_cards()):
        ctx.claim("World")
