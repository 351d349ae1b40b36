"""Explosives (age 7, red, factory).

Rulings:
- "The three highest": the cards above the third-highest value all go; among the cards tied
  at that value the demanded player picks the rest. Fewer than three cards: all go.
- The 7 is drawn only when at least one card was transferred and the hand is then empty.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Explosives")


@card.demand(
    "I demand you transfer your three highest cards from your hand to my hand! If you "
    "transferred any and your hand is then empty, draw a 7!",
    cs="Přikazuji ti: přesuň tři nejvyšší karty z ruky do mé ruky! Pokud jsi nějakou přesunul "
    "a nemáš pak v ruce žádnou kartu, vezmi si kartu 7!",
)
class GiveThreeHighest(Effect):
    def start(self, ctx):
        hand = ctx.hand()
        if not hand:
            return
        ages = sorted((ctx.age(c) for c in hand), reverse=True)
        cut = ages[min(3, len(ages)) - 1]
        forced = [c for c in hand if ctx.age(c) > cut]
        tied = [c for c in hand if ctx.age(c) == cut]
        ctx.vars["forced"] = forced
        need = min(3, len(hand)) - len(forced)
        ctx.choose_cards(
            tied,
            min=need,
            max=need,
            prompt=msg(
                "Choose {need} of your highest cards to give to {demander}",
                need=need,
                demander=seat(ctx.demander),
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, cards):
        given = ctx.vars["forced"] + list(cards)
        ctx.transfer_all(given, ctx.demander, "hand")
        if given and not ctx.hand():
            ctx.draw(7)
