"""Plunder (Age I aggression, 2006 edition).

Rulings:
- The defender loses food and resources worth 3 in total, or all it has if that is less; the
  attacker chooses the split (seed appendix) and produces exactly what was lost. Both work by
  value: the loser's tokens go back to its blue bank, the winner takes tokens of that value from
  its own blue bank.
- It cannot be played against a civilization with neither food nor resources (seed: no
  aggression against a civilization that has nothing of what the card takes).
- Otherwise plays as the New Story card.
"""

from ...tokens import stock
from ..i_plunder import Plunder


class Plunder2006(Plunder):
    key = "I:Plunder (2006)"
    text = (
        "Aggression. The defender loses 3 food and resources in all, split as you choose; "
        "you produce as much."
    )
    text_cs = (
        "Agrese. Napadený ztratí celkem 3 jídla a suroviny v poměru podle vaší volby; "
        "vy jich tolik vyprodukujete."
    )

    def can_target(self, s, attacker, rival):
        return stock(rival, "food") + stock(rival, "resources") > 0
