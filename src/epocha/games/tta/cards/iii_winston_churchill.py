"""Winston Churchill (Age III leader).

Once in each of your turns, choose one: score 3 culture, or get 3 science and 3 resources that
may be spent only on military unit technologies (science) and on building and upgrading units
(resources).

Rulings:
- The choice is an ability of your turn (no action spent), offered from the turn Churchill
  comes into play; choosing it before your political action keeps the politics phase open
  (it is made "on your turn", before or after politics).
- A choice not made by the end of your turn is taken as the 3 culture (scored at the end of
  the turn, before production): the military option left unused would be worthless then.
- The 3 resources join the turn's military resources (spent first on units, like Patriotism's).
- The 3 science are a pool for this turn that lowers the science cost of developing infantry,
  cavalry, artillery and air force technologies (not military special technologies, not
  governments); what a development uses of it is gone, the rest stays for this turn. The pool
  covers what other lasting discounts leave to pay. Both pools end with the turn.
"""

from __future__ import annotations

from epocha.engine.message import card, msg, resource, term

from ..catalog import UNITS, facts, key_of
from ..ratings import lasting_cards
from ..rules_base import CardRules, rules_of

POOL = "churchill_science"
PICKS = ("culture", "military")


def _label(pick: str) -> dict:
    me = card(WinstonChurchill.key)
    if pick == "culture":
        return msg("{card}: score {culture}", card=me, culture=term("points", "culture", amount=3))
    return msg(
        "{card}: {science} and {resources} for military units",
        card=me,
        science=term("points", "science", amount=3),
        resources=resource("resources", 3),
    )


class WinstonChurchill(CardRules):
    key = "III:Winston Churchill"
    text = (
        "Once per turn, choose: score 3 culture, or get 3 science and 3 resources usable only to "
        "develop military unit technologies and to build and upgrade units."
    )
    text_cs = (
        "Jednou za tah si vyber: získej 3 kultury, nebo 3 vědy a 3 suroviny, které smíš použít jen na "
        "vynalezení technologií vojenských jednotek a na stavbu a vylepšení jednotek."
    )

    def abilities(self, s, p, me):
        if key_of(me) in p.turn["used"]:
            return []
        phase = {"politics": p.turn["politics"], "acted": p.turn["acted"]}
        return [
            (
                {
                    "type": "ability",
                    "card": me,
                    "pick": pick,
                    "label": _label(pick),
                    "group": "abilities",
                    "target": card(self.key),
                },
                ("ability", me, {"pick": pick, **phase}),
            )
            for pick in PICKS
        ]

    def use(self, ctx, value):
        p = ctx.p
        p.turn["used"].append(key_of(ctx.card))
        # a choice of the turn, not an action of the action phase: the politics phase stays as it was
        p.turn["politics"], p.turn["acted"] = value["politics"], value["acted"]
        if value["pick"] == "culture":
            ctx.score(culture=3)
        else:
            p.turn["military_resources"] += 3
            p.turn[POOL] = p.turn.get(POOL, 0) + 3

    def end_of_turn(self, ctx, me):
        if key_of(me) not in ctx.p.turn["used"]:
            ctx.p.turn["used"].append(key_of(me))
            ctx.score(culture=3)

    def discount(self, s, p, me, purpose, target):
        if purpose == "develop" and target is not None and facts(target).type in UNITS:
            return p.turn.get(POOL, 0)
        return 0

    def on_develop(self, ctx, me, tech, revolution):
        p = ctx.p
        pool = p.turn.get(POOL, 0)
        if not pool or revolution or facts(tech).type not in UNITS:
            return
        others = sum(rules_of(c).discount(ctx.s, p, c, "develop", tech) for c in lasting_cards(p) if c != me)
        p.turn[POOL] = pool - min(pool, max(0, (facts(tech).science_cost or 0) - others))
