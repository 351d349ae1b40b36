"""Acceptance of Supremacy (Age II pact).

Rulings:
- Side A produces 1 resource more in each production phase, side B 1 resource less (a fixed
  amount after its mines produced: it loses 1 resource, making change as any loss).
- Neither party may attack the other: no aggression and no war (a war declared before the
  pact was made is still fought, §10.4).
"""

from ..pacts import Pact


class AcceptanceOfSupremacy(Pact):
    key = "II:Acceptance of Supremacy"
    forbids = frozenset({"A", "B"})
    text = "Pact. A produces 1 resource more, B 1 resource less; neither may attack the other."
    text_cs = "Smlouva. A produkuje o 1 surovinu více, B o 1 méně; nikdo z nich nesmí napadnout druhého."

    def extra(self, s, p, me, what):
        if what != "resources_production":
            return 0
        return 1 if self.side(s, me, p.seat) == "A" else -1
