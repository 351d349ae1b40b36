"""Open Borders Agreement (Age I pact, sides alike).

Rulings:
- Each party has 1 more military action (its total: it arrives unspent when the pact is made
  and goes, spent ones first, when it ends).
- A party attacking the other (an aggression, or a war when it is fought) adds 2 to its
  strength for that attack. The pact does not end on an attack.
"""

from ..pacts import Pact


class OpenBordersAgreement(Pact):
    key = "I:Open Borders Agreement"
    symmetric = True
    text = "Pact. Both civilizations have 1 more military action; attacking the other, +2 strength."
    text_cs = "Smlouva. Oba národy mají 1 vojenskou akci navíc; při útoku na druhého +2 k síle."

    def extra(self, s, p, me, what):
        return 1 if what == "ma" else 0

    def attack_bonus(self, s, me, attacker):
        return 2
