"""International Trade Agreement (Age II pact).

Rulings:
- In each production phase side A produces 1 resource more and side B 1 food more (fixed
  amounts, after the farms and mines produced; the blue bank permitting).
"""

from ..pacts import Pact


class InternationalTradeAgreement(Pact):
    key = "II:International Trade Agreement"
    text = "Pact. A produces 1 resource more, B produces 1 food more."
    text_cs = "Smlouva. A produkuje o 1 surovinu více, B o 1 jídlo více."

    def extra(self, s, p, me, what):
        side = self.side(s, me, p.seat)
        if (side, what) in (("A", "resources_production"), ("B", "food_production")):
            return 1
        return 0
