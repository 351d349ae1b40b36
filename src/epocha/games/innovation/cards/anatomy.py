"""Anatomy (age 4, yellow, leaf).

Rulings:
- The demanded player picks the score card to return, then (if they returned one) a top card
  of the same value among their top cards; with no such top card only the score card goes.
"""

from epocha.engine.message import msg

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
        ctx.choose_card(
            ctx.score_pile(), prompt=msg("Return a card from your score pile"), then=self.returned
        )

    def returned(self, ctx, card):
        if card is None:
            return
        ctx.return_card(card)
        same = [c for c in ctx.top_cards() if ctx.age(c) == ctx.age(card)]
        ctx.choose_card(
            same, prompt=msg("Return a top card of value {age}", age=ctx.age(card)), then=self.top_returned
        )

    def top_returned(self, ctx, card):
        if card is not None:
            ctx.return_card(card)
