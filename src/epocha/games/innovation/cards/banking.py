"""Banking (age 5, green, crown).

Rulings:
- The demanded player picks which eligible top card (non-green, with a factory) to transfer;
  it goes on top of my pile of its colour and follows that pile's splay (rulebook example).
- "If you do": the demanded player draws and scores the 5 only when a card was transferred.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Banking")


@card.demand(
    "I demand you transfer a non-green top card with a factory from your board to my board! "
    "If you do, draw and score a 5!",
    cs="Přikazuji ti: přesuň nezelenou aktivní kartu s továrnou ze své herní oblasti do mé "
    "herní oblasti! Pokud tak učiníš, vezmi si a oboduj kartu 5!",
)
class GiveFactoryCard(Effect):
    def start(self, ctx):
        options = [c for c in ctx.top_cards() if ctx.color(c) != "green" and ctx.has(c, "factory")]
        ctx.choose_card(
            options,
            prompt=msg(
                "Transfer a non-green top card with a factory to {demander}'s board",
                demander=seat(ctx.demander),
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, chosen):
        if chosen is not None:
            ctx.transfer(chosen, ctx.demander, "board")
            ctx.draw_and_score(5)


@card.shared(
    "You may splay your green cards right.",
    cs="Můžeš roztáhnout své zelené karty doprava.",
)
def splay_green(ctx):
    ctx.may_splay(["green"], "right")
