"""Corporations (age 8, green, factory).

Rulings:
- The demanded player picks which eligible top card (non-green, with a factory) goes to my
  score pile; "if you do": only then do they draw and meld an 8.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Corporations")


@card.demand(
    "I demand you transfer a non-green top card with a factory from your board to my score "
    "pile! If you do, draw and meld an 8!",
    cs="Přikazuji ti: přesuň nezelenou aktivní kartu s továrnou ze své herní oblasti do mého "
    "vlivu! Pokud tak učiníš, vezmi si a vylož kartu 8!",
)
class GiveFactoryCard(Effect):
    def start(self, ctx):
        options = [c for c in ctx.top_cards() if ctx.color(c) != "green" and ctx.has(c, "factory")]
        ctx.choose_card(
            options,
            prompt=msg(
                "Transfer a non-green top card with a factory to {demander}'s score pile",
                demander=seat(ctx.demander),
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, chosen):
        if chosen is not None:
            ctx.transfer(chosen, ctx.demander, "score")
            ctx.draw_and_meld(8)


@card.shared("Draw and meld an 8.", cs="Vezmi si a vylož kartu 8.")
def draw_and_meld_eight(ctx):
    ctx.draw_and_meld(8)
