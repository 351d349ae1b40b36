"""Mass Media (age 8, green, lightbulb).

Rulings:
- Returning a card from hand is optional; only then is a value chosen. Any value 1-10 may be
  chosen, even one that no score pile holds.
- Every card of that value in every score pile (mine included) is returned. They all go to
  the bottom of one supply pile, and the rulebook lets the player who returns several cards
  choose their order, so I (the executing player) order them all, as with every return of
  several cards (`return_cards`): one pick at a time, the last one ends at the bottom. Score
  cards of other players, whose faces I cannot see, are offered by their place.
"""

from epocha.engine.message import msg

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
        ctx.may_return(ctx.hand(), prompt=msg("You may return a card from your hand"), then=self.returned)

    def returned(self, ctx, chosen):
        if chosen is None:
            return
        ctx.choose_value(
            range(1, 11), prompt=msg("Choose a value to return from every score pile"), then=self.value_chosen
        )

    def value_chosen(self, ctx, value):
        ctx.return_cards(
            [c for p in [ctx.me, *ctx.opponents] for c in ctx.score_pile(p) if ctx.age(c) == value]
        )


@card.shared(
    "You may splay your purple cards up.",
    cs="Můžeš roztáhnout své fialové karty nahoru.",
)
def splay_purple_up(ctx):
    ctx.may_splay(["purple"], "up")
