"""International Tourism (Age III pact; its sides read alike).

Rulings:
- Each party's culture rating is higher by the number of completed wonders the other party
  has, ruined ones included (§19).
"""

from ..pacts import Pact


class InternationalTourism(Pact):
    key = "III:International Tourism"
    symmetric = True
    text = "Pact. Each civilization produces 1 culture more for every wonder the other has."
    text_cs = "Smlouva. Každý z národů produkuje o 1 kulturu více za každý div, který má druhý."

    def adjust(self, s, p, me, tally):
        tally.add("culture", len(s.players[self.partner(s, me, p.seat)].wonders))
