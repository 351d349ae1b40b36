"""Annex (Age II aggression, 2006 edition).

Rulings:
- The attacker takes one of the defender's colonies, its choice (asked only when there are
  several), with the colony's lasting effects and bank tokens; its one-time gains are neither
  lost by the defender nor gained by the attacker (seed: losing a colony takes only its lasting
  benefit).
- It cannot be played against a civilization without a colony (seed appendix).
- Otherwise plays as the New Story card.
"""

from ..ii_annex import Annex


class Annex2006(Annex):
    key = "II:Annex (2006)"
    text = "Aggression. Take one of the defender's colonies, with its lasting effects only."
    text_cs = "Agrese. Zaberte napadenému jednu kolonii; přechází jen její trvalé výhody."

    def can_target(self, s, attacker, rival):
        return bool(rival.colonies)
