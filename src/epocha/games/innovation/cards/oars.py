"""Oars (age 1, red, castle). The 3rd edition repeats the demand while it transfers."""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Oars")


class _GiveCrown(Effect):
    repeat = False

    def start(self, ctx):
        crowns = [c for c in ctx.hand() if ctx.has(c, "crown")]
        ctx.choose_card(
            crowns,
            prompt=msg(
                "Transfer a card with a crown to {demander}'s score pile", demander=seat(ctx.demander)
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, card):
        if card is None:
            return
        ctx.transfer(card, ctx.demander, "score")
        ctx.memory["transferred"] = True
        ctx.draw(1)
        if self.repeat:
            ctx.repeat()


@card.demand(
    "I demand you transfer a card with a crown from your hand to my score pile! If you do, draw a 1!",
    cs="Přikazuji ti: přesuň kartu s korunou z ruky do mého vlivu! Pokud tak učiníš, vezmi si kartu 1!",
    editions=["1e"],
)
class GiveCrown(_GiveCrown):
    pass


@card.demand(
    "I demand you transfer a card with a crown from your hand to my score pile! If you do, "
    "draw a 1 and repeat this demand!",
    cs="Přikazuji ti: přesuň kartu s korunou z ruky do mého vlivu! Pokud tak učiníš, vezmi "
    "si kartu 1 a opakuj tento příkaz!",
    editions=["3e"],
)
class GiveCrownRepeatedly(_GiveCrown):
    repeat = True


@card.shared(
    "If no card was transferred because of the demand, draw a 1.",
    cs="Pokud kvůli příkazu nebyla přesunuta žádná karta, vezmi si kartu 1.",
)
def draw_if_spared(ctx):
    if not ctx.memory.get("transferred"):
        ctx.draw(1)
