"""Loss of Sovereignty (Age III pact).

Rulings:
- Side A's culture rating is 2 higher, side B's 2 lower (never below 0).
- Neither party may attack the other, and nobody, the parties or others, may declare war on
  side B (aggressions by others are allowed). Wars declared before are still fought.
"""

from ..pacts import Pact


class LossOfSovereignty(Pact):
    key = "III:Loss of Sovereignty"
    forbids = frozenset({"A", "B"})
    no_war_on = frozenset({"B"})
    text = (
        "Pact. A: +2 culture. B: -2 culture, and nobody may declare war on B. Neither may attack the other."
    )
    text_cs = (
        "Smlouva. A: +2 kultura. B: -2 kultura a nikdo nesmí B vyhlásit válku. "
        "Žádný z nich nesmí napadnout druhého."
    )

    def adjust(self, s, p, me, tally):
        tally.add("culture", 2 if self.side(s, me, p.seat) == "A" else -2)
