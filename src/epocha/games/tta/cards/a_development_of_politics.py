"""Development of Politics (Age A event).

Rulings:
- Every player draws 3 military cards, clockwise from the player who revealed the event
  (the order matters when the deck runs short and its discards are reshuffled).
- The cards come from the current age's military deck (§22.26: the event is always
  revealed in Age I or later). The hand limit does not apply while drawing; excess cards
  are discarded at the end of each player's own turn.
"""

from ..rules_base import CardRules


class DevelopmentOfPolitics(CardRules):
    key = "A:Development of Politics"
    text = "Every player draws 3 military cards from the current age's deck."
    text_cs = "Každý hráč si lízne 3 vojenské karty z balíčku aktuálního věku."

    def play(self, ctx):
        for q in ctx.seats():
            ctx.draw_military(3, q=q)
