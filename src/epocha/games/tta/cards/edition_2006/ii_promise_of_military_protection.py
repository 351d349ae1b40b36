"""Promise of Military Protection (Age II pact, 2006 edition; only with 3-4 players).

Rulings:
- Plays as the New Story card but for B's strength: side A's culture rating is 1 higher; side B's
  strength is 5 higher (not 4) and its culture rating 1 lower (never below 0).
- It ends when one party attacks the other, before the defender answers; its bonus does not
  count toward that attack.
"""

from __future__ import annotations

from ..ii_promise_of_military_protection import PromiseOfMilitaryProtection


class PromiseOfMilitaryProtection2006(PromiseOfMilitaryProtection):
    key = "II:Promise of Military Protection (2006)"
    text = (
        "Pact. A: 1 more culture a turn. B: 5 more strength, 1 less culture a turn. "
        "Ends if one attacks the other."
    )
    text_cs = (
        "Smlouva. A: o 1 kulturu za tah víc. B: o 5 síly víc, o 1 kulturu za tah míň. "
        "Končí útokem jedné strany na druhou."
    )

    def adjust(self, s, p, me, tally):
        if self.side(s, me, p.seat) == "A":
            tally.add("culture", 1)
        else:
            tally.add("strength", 5)
            tally.add("culture", -1)
