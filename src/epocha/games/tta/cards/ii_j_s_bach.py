"""J. S. Bach (Age II leader).

Each of your theaters produces 1 extra culture; theater technologies cost you 2 science less to
develop. Once per turn, for 1 civil action, you may upgrade any urban building to a theater of
the same or a higher level.

Rulings:
- The extra culture is per theater building (per worker on a theater technology).
- The upgrade follows the usual rules (seed §19): you pay the difference of the two resource
  costs, or 0 if the old building costs as much or more. The old building may be a lab,
  temple, library or arena (any level, Age A included); the new one is a theater technology
  you have in play of the same or a higher level.
- The urban limit applies: another theater must be allowed by your government.
- Theater-to-theater upgrades are left to the normal upgrade action (the same thing at the same
  cost); the ability offers only buildings of another kind.
- The ability can be used once per turn, in your action phase (it ends the politics phase,
  like any action), with a civil action left.
"""

from __future__ import annotations

from epocha.engine.message import card, msg

from .. import costs
from ..actions import option
from ..catalog import URBAN, facts, key_of
from ..ratings import available
from ..rules_base import CardRules


class JSBach(CardRules):
    key = "II:J.S. Bach"
    text = (
        "Each of your theaters produces 1 extra culture. Theater technologies cost you 2 science "
        "less. Once per turn, for 1 civil action, upgrade any urban building to a theater of the "
        "same or higher level (paying the cost difference)."
    )
    text_cs = (
        "Každé tvé divadlo produkuje 1 kulturu navíc. Technologie divadel tě stojí o 2 vědy méně. "
        "Jednou za tah smíš za 1 civilní akci vylepšit libovolnou městskou budovu na divadlo "
        "stejného nebo vyššího stupně (zaplatíš rozdíl cen)."
    )

    def adjust(self, s, p, me, tally):
        for e in tally.of_type("theater"):
            e.per["culture"] = e.per.get("culture", 0) + 1

    def discount(self, s, p, me, purpose, target):
        if purpose == "develop" and target is not None and facts(target).type == "theater":
            return 2
        return 0

    def abilities(self, s, p, me):
        if key_of(me) in p.turn["used"] or available(s, p)[0] < 1:
            return []
        if not costs.urban_room(s, p, "theater"):
            return []
        out = []
        theaters = [t for t in p.techs if facts(t).type == "theater"]
        for old in p.techs:
            fo = facts(old)
            if fo.type not in URBAN or fo.type == "theater" or not p.workers.get(old):
                continue
            for new in theaters:
                if facts(new).level < fo.level:
                    continue
                cost = {"ca": 1, "resources": costs.upgrade_cost(s, p, old, new)}
                if costs.can_afford(s, p, cost):
                    out.append(
                        option(
                            {
                                "type": "ability",
                                "card": me,
                                "from": old,
                                "to": new,
                                "label": msg(
                                    "{card}: upgrade {from} to {to}",
                                    card=card(self.key),
                                    **{"from": card(key_of(old)), "to": card(key_of(new))},
                                ),
                                "group": "abilities",
                                "target": card(key_of(new)),
                            },
                            ("ability", me, [old, new]),
                            cost,
                        )
                    )
        return out

    def use(self, ctx, value):
        old, new = value
        ctx.p.turn["used"].append(key_of(ctx.card))
        ctx.perform(("upgrade", old, new, 0, False))
