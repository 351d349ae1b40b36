"""Mass Media (age 8, green, lightbulb).

Rulings:
- Returning a card from hand is optional; only then is a value chosen. Any value 1-10 may be
  chosen, even one that no score pile holds.
- Every card of that value in every score pile (mine included) is returned, without a
  choice of order: score pile by score pile clockwise from me, each in its pile order.
"""

from ..effects import Card, Effect

card = Card("Mass Media")


@card.shared(
    "You may return a card from your hand. If you do, name a value and return every card of "
    "that value from every score pile.",
    cs="Můžeš vrátit kartu z ruky. Pokud tak učiníš, zvol hodnotu a vrať všechny karty této "
    "hodnoty ze vlivu všech hráčů.",
)
class PurgeValue(Effect):
    def start(self, ctx):
        ctx.may_return(ctx.hand(), prompt="You may return a card from your hand", then=self.returned)

    def returned(self, ctx, chosen):
        if chosen is None:
            return
        ctx.choose_value(
            range(1, 11), prompt="Choose a value to return from every score pile", then=self.value_chosen
        )

    def value_chosen(self, ctx, value):
        for p in [ctx.me, *ctx.opponents]:
            for c in ctx.score_pile(p):
                if ctx.age(c) == value:
                    ctx.return_card(c)


@card.shared(
    "You may splay your purple cards up.",
    cs="Můžeš roztáhnout své fialové karty nahoru.",
)
def splay_purple_up(ctx):
    ctx.may_splay(["purple"], "up")
