"""Trade Routes Agreement (Age I pact).

Rulings:
- Once in each of its turns, in the action phase, side A may use 1 food as 1 resource and
  side B 1 resource as 1 food: an ability that pays 1 of the one (`tokens.pay`, making change
  as every payment does) and gains 1 of the other (its blue bank permitting). It is offered
  only when there is something to pay and room to gain.
- Using it is no civil or military action; it ends the politics phase, like any action.
"""

from __future__ import annotations

from epocha.engine.message import card, msg, resource

from .. import moves, tokens
from ..actions import option
from ..catalog import key_of
from ..pacts import Pact


class TradeRoutesAgreement(Pact):
    key = "I:Trade Routes Agreement"
    text = "Pact. A may use 1 food as 1 resource in its turn; B may use 1 resource as 1 food."
    text_cs = "Smlouva. A smí ve svém tahu použít 1 jídlo jako 1 surovinu; B 1 surovinu jako 1 jídlo."

    def abilities(self, s, p, me):
        pay, gain = ("food", "resources") if self.side(s, me, p.seat) == "A" else ("resources", "food")
        if (
            self.key in p.turn["used"]
            or tokens.stock(p, pay) < 1
            or not tokens.storage(p, gain)
            or not p.blue
        ):
            return []
        label = msg(
            "{card}: use {pay} as {gain}", card=card(self.key), pay=resource(pay, 1), gain=resource(gain, 1)
        )
        action = {
            "type": "ability",
            "card": me,
            "label": label,
            "group": "abilities",
            "target": card(self.key),
        }
        return [option(action, ("ability", me, "trade"), {})]

    def use(self, ctx, value):
        p = ctx.p
        pay, gain = (
            ("food", "resources") if self.side(ctx.s, ctx.card, p.seat) == "A" else ("resources", "food")
        )
        p.turn["used"].append(key_of(ctx.card))
        moves.lose(ctx.s, p, pay, 1, why=self.key)
        ctx.gain(gain, 1)
