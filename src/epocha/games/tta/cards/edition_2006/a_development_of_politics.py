"""Development of Politics (Age A event, 2006 edition).

Rulings:
- Every player draws 3 military cards from the current age's deck, clockwise from the player
  who revealed the event (the order matters when the deck runs short and its discards are
  reshuffled), as the New Story card.
- The 2006 card adds that the player on turn does not discard military cards over their hand
  limit this round: their turn's discard is marked done (`FRESH_TURN["discarded"]`, which the
  turn's discard reads: after the politics phase in 2006).
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

    def play(self, ctx):
        super().play(ctx)
        ctx.s.players[ctx.s.turn_player].turn["discarded"] = True  # (excused this turn)
