"""Development of Politics (Age A event, 2006 edition).

Rulings:
- Every player draws 3 military cards from the current age's deck, clockwise from the player
  who revealed the event (the order matters when the deck runs short and its discards are
  reshuffled), as the New Story card.
- The 2006 card adds that the player on turn does not discard military cards over their hand
  limit this round. Not done yet: the discard is core (`turn.py`, at the end of the turn) and
  has no per-turn mark an event could set to excuse it; until the core has one (a `FRESH_TURN`
  flag the discard step reads, set here on the player on turn), that player discards as usual
  (the xfail test holds the ruling).
- The Simple game leaves the card out (its deck is the other nine Age A events, and it has no
  military decks: resolved there, it draws nothing). The Advanced and Full games deal it.
"""

from ..a_development_of_politics import DevelopmentOfPolitics


class DevelopmentOfPolitics2006(DevelopmentOfPolitics):
    key = "A:Development of Politics (2006)"
    text = (
        "Every player draws 3 military cards. The player on turn does not discard excess "
        "military cards this round."
    )
    text_cs = (
        "Každý hráč si lízne 3 vojenské karty. Hráč na tahu v tomto kole neodhazuje "
        "přebytečné vojenské karty."
    )
