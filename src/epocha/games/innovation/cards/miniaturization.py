"""Miniaturization (age 10, red, lightbulb).

Rulings:
- The number of draws is the number of different values in your score pile after the
  return (returning from the hand does not change it), counted once before drawing.
- The returned 10 goes to the bottom of the age-10 deck and may be drawn again; once the
  age-10 deck is empty, the next draw ends the game by score.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Miniaturization")


@card.shared(
    "You may return a card from your hand. If it was a 10, draw a 10 for each different value "
    "among the cards in your score pile.",
    cs="Můžeš vrátit kartu z ruky. Pokud to byla karta 10, vezmi si kartu 10 za každou "
    "různou hodnotu karet ve svém vlivu.",
)
class ReturnForTens(Effect):
    def start(self, ctx):
        ctx.may_return(ctx.hand(), prompt=msg("You may return a card from your hand"), then=self.returned)

    def returned(self, ctx, card):
        if card is None:
            return
        if ctx.age(card) == 10:
            for _ in range(len({ctx.age(c) for c in ctx.score_pile()})):
                ctx.draw(10)
