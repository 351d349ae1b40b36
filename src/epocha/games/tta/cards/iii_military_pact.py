"""Military Pact (Age III pact, sides alike).

Rulings:
- Each party's strength is 3 higher.
- It ends when one party attacks the other, before the defender answers; the attacker's +3
  does not count toward the attack's legality (§10.2).
"""

from ..pacts import Pact


class MilitaryPact(Pact):
    key = "III:Military Pact"
    symmetric = True
    ends_on_attack = True
    text = "Pact. Both civilizations have +3 strength. Ends if one attacks the other."
    text_cs = "Smlouva. Oba národy mají +3 k síle. Končí, pokud jeden napadne druhého."

    def adjust(self, s, p, me, tally):
        tally.add("strength", 3)
