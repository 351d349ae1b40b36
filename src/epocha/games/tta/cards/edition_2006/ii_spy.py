"""Spy (Age II aggression, 2006 edition).

Rulings:
- The defender loses up to 5 science points (all it has if fewer); the attacker scores exactly
  what was lost (the seed's example: the loser had 3, the winner scores 3).
- It cannot be played against a civilization with no science point (seed: no aggression
  against a civilization that has nothing of what the card takes).
- Otherwise plays as the New Story card.
"""

from ..ii_spy import Spy


class Spy2006(Spy):
    key = "II:Spy (2006)"
    text = "Aggression. Take up to 5 science points from the defender."
    text_cs = "Agrese. Vezměte napadenému až 5 bodů vědy."

    def can_target(self, s, attacker, rival):
        return rival.science > 0
