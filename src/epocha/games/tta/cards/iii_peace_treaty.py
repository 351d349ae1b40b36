"""Peace Treaty (Age III pact, sides alike).

Rulings:
- Each party's culture rating is 1 higher; neither may attack the other (wars declared before
  are still fought).
"""

from ..pacts import Pact


class PeaceTreaty(Pact):
    key = "III:Peace Treaty"
    symmetric = True
    forbids = frozenset({"A"})  # (both hold side A: the sides are alike)
    text = "Pact. Both civilizations produce 1 culture more; neither may attack the other."
    text_cs = "Smlouva. Oba národy produkují o 1 kulturu více; žádný z nich nesmí napadnout druhého."

    def adjust(self, s, p, me, tally):
        tally.add("culture", 1)
