"""Armed Intervention (Age III aggression, 2006 edition).

Rulings:
- The defender loses 7 culture (all it has if less); the attacker scores exactly what was lost.
- It cannot be played against a civilization with no culture point (seed: no aggression against
  a civilization that has nothing of what the card takes).
- Otherwise plays as the New Story card.
"""

from ..iii_armed_intervention import ArmedIntervention


class ArmedIntervention2006(ArmedIntervention):
    key = "III:Armed Intervention (2006)"
    text = "Aggression. Take up to 7 culture from the defender."
    text_cs = "Agrese. Vezměte napadenému až 7 bodů kultury."

    def can_target(self, s, attacker, rival):
        return rival.culture > 0
