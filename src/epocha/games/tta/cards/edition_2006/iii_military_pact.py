"""Military Pact (Age III pact, 2006 edition; only with 3-4 players; its sides alike).

Rulings:
- Each party's strength is 4 higher (the New Story card: 3).
- It ends when one party attacks the other (an aggression or a war declared), before the
  defender answers; the attacker's +4 does not count for that attack.
"""

from ..iii_military_pact import MilitaryPact


class MilitaryPact2006(MilitaryPact):
    key = "III:Military Pact (2006)"
    text = "Pact. Both civilizations have 4 more strength. Ends if one attacks the other."
    text_cs = "Smlouva. Oba národy mají o 4 síly víc. Končí, pokud jeden napadne druhého."

    def adjust(self, s, p, me, tally):
        tally.add("strength", 4)
