"""Promise of Military Protection (Age II pact).

Rulings:
- Side A's culture rating is 1 higher; side B's strength is 4 higher and its culture rating 1
  lower (a rating never goes below 0).
- It ends when one party attacks the other (an aggression or a war declared), before the
  defender answers; its bonuses do not count toward the attack's legality (§10.2).
"""

from ..pacts import Pact


class PromiseOfMilitaryProtection(Pact):
    key = "II:Promise of Military Protection"
    ends_on_attack = True
    text = "Pact. A: +1 culture. B: +4 strength, -1 culture. Ends if one attacks the other."
    text_cs = "Smlouva. A: +1 kultura. B: +4 síla, -1 kultura. Končí, pokud jeden napadne druhého."

    def adjust(self, s, p, me, tally):
        if self.side(s, me, p.seat) == "A":
            tally.add("culture", 1)
        else:
            tally.add("strength", 4)
            tally.add("culture", -1)
