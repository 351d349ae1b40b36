"""Winston Churchill (Age III leader, 2006 edition).

Rulings:
- Developing an infantry, cavalry, artillery or air force technology costs 3 science less (not
  military special technologies, not governments; never below 0).
- Your Defense cards count twice when you defend against an aggression (`defense_double`, read
  by aggressions.defense_value); wars take no Defense cards (§20.4).
- While a war declared on you is pending, each unit you build costs 2 resources less (seed
  appendix: Churchill lowers the price of each unit under conditions, unlike the turn's pool of
  Patriotism or Homer). An upgrade pays the difference of two discounted costs: it saves nothing.
- Nothing of the New Story card's once-a-turn choice (3 culture, or science and resources for
  the military).
"""

from __future__ import annotations

from ...catalog import UNITS, facts
from ...rules_base import CardRules


class WinstonChurchill2006(CardRules):
    key = "III:Winston Churchill (2006)"
    defense_double = True
    text = (
        "Developing military unit technologies costs 3 science less. Your Defense cards count "
        "twice. While a war is declared on you, each unit you build costs 2 resources less."
    )
    text_cs = (
        "Technologie vojenských jednotek vynalézáš o 3 vědy levněji. Tvé obranné karty se počítají "
        "dvakrát. Dokud je ti vyhlášena válka, stojí tě stavba každé jednotky o 2 suroviny méně."
    )

    def discount(self, s, p, me, purpose, target):
        if target is None or facts(target).type not in UNITS:
            return 0
        if purpose == "develop":
            return 3
        if purpose == "build" and any(w["on"] == p.seat for w in s.wars):
            return 2
        return 0
