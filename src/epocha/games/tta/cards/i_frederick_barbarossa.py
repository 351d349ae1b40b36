"""Frederick Barbarossa (Age I leader).

Rulings:
- For 1 military action: increase population (its food cost less 1) and build a military
  unit with that new worker (its resource cost less 1); no civil action is paid. Both parts
  must be possible (yellow bank not empty, food and resources enough), else it is not
  offered. Costs never go below 0; the turn's military resources (Patriotism, Homer) pay
  the unit first.
- The card sets no limit per turn: it may be used for each military action you have.
- Costs are read before the population grows (the food of the increase is the current one;
  the unit's resources do not depend on it).
"""

from __future__ import annotations

from epocha.engine.message import card, msg

from .. import costs
from ..actions import option
from ..catalog import UNITS, facts, key_of
from ..rules_base import CardRules
from ..terms import building


class FrederickBarbarossa(CardRules):
    key = "I:Frederick Barbarossa"
    action = "ma"  # the kind of action one use costs ("ca": the 2006 card)
    text = (
        "For 1 military action you may increase your population and build a military unit, "
        "paying 1 food and 1 resource less."
    )
    text_cs = (
        "Za 1 vojenskou akci můžeš zvýšit počet obyvatel a postavit vojenskou jednotku; zaplatíš "
        "o 1 jídlo a o 1 surovinu méně."
    )

    def abilities(self, s, p, me):
        food = costs.population_food(s, p)
        if food is None:
            return []
        out = []
        for tech in p.techs:
            f = facts(tech)
            if f.type not in UNITS:
                continue
            cost = {
                self.action: 1,
                "food": max(0, food - 1),
                "resources": max(0, costs.building_cost(s, p, tech) - 1),
                "unit": True,
            }
            if costs.can_afford(s, p, cost):
                out.append(
                    option(
                        {
                            "type": "ability",
                            "card": me,
                            "tech": tech,
                            "label": msg(
                                "{card}: increase population and build {building} on {tech}",
                                card=card(self.key),
                                building=building(tech),
                                tech=card(key_of(tech)),
                            ),
                            "group": "abilities",
                            "target": card(key_of(tech)),
                        },
                        ("ability", me, tech),
                        cost,
                    )
                )
        return out

    def use(self, ctx, tech):
        costs.spend_actions(ctx.p, int(self.action == "ca"), int(self.action == "ma"))
        ctx.perform(("population", 1, True))
        ctx.perform(("build", tech, 1, True))
