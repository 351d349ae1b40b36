"""Anatomy (age 4, yellow, leaf).

Rulings:
- The demanded player picks the score card to return, then (if they returned one) a top card
  of the same value among their top cards; with no such top card only the score card goes.
"""

from ..effects import Card, Effect

card = Card("Anatomy")


@card.demand(
    "I demand you return a card from your score pile! If you do, return a top card of the same "
    "value from your board!",
    cs="Přikazuji ti: vrať kartu ze svého vlivu! Pokud tak učiníš, vrať ze své herní oblasti "
    "aktivní kartu stejné hodnoty!",
)
class ReturnScoreAndTop(Effect):
    def start(self, ctx):
        ctx.choose_card(ctx.score_pile(), prompt="Return a card from your score pile",
                        then=self.returned)

    def returned(self, ctx, card):
        if card is None:
            return
        ctx.return_card(card)
        same = [c for c in ctx.top_cards() if ctx.age(c) == ctx.age(card)]
        ctx.choose_card(same, prompt=f"Return a top card of value {ctx.age(card)}",
                        then=self.top_returned)

    def top_returned(self, ctx, card):
        if card is not None:
            ctx.return_card(card)
