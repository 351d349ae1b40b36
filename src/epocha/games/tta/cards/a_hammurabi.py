"""Hammurabi (Age A leader).

Rulings:
- Taking a leader from the card row costs 1 civil action less (a leader in the first spaces
  is then free).
- Once in each of your turns you may use one military action as a civil action. Civil and
  military actions are counted, not tracked one by one, so it is offered as "spend 1 military
  action to get 1 spent civil action back": it needs an unused military action (a "this
  turn" one counts) and a civil action already spent this turn. Spending your own civil
  actions first and converting afterwards allows every payment the card allows, except paying
  more civil actions at once than your total (the core keeps no pool of "this turn" civil
  actions, as it does for military ones).
- The converted action is a civil action like the others: e.g. after spending one civil
  action, converting makes a revolution possible again (all civil actions unspent). The
  military action used for it is spent (it draws no military card at the end of the turn).
- Converting is an action-phase step: using it ends the politics phase.
"""

from __future__ import annotations

from epocha.engine.message import card, msg

from .. import costs, moves
from ..actions import option
from ..catalog import key_of
from ..ratings import available
from ..rules_base import CardRules


class Hammurabi(CardRules):
    key = "A:Hammurabi"
    text = (
        "Once per turn you may use one military action as a civil action. Taking a leader from "
        "the card row costs 1 civil action less."
    )
    text_cs = (
        "Jednou za tah můžeš použít jednu vojenskou akci jako civilní. Vzít si osobnost z nabídky "
        "tě stojí o 1 civilní akci méně."
    )

    def discount(self, s, p, me, purpose, target):
        return 1 if purpose == "take_leader" else 0

    def abilities(self, s, p, me):
        if self.key in p.turn["used"] or p.ca_spent < 1:
            return []
        _, ma = available(s, p)
        if ma < 1:
            return []
        return [
            option(
                {
                    "type": "ability",
                    "card": me,
                    "label": msg("{card}: use a military action as a civil action", card=card(self.key)),
                    "group": "abilities",
                    "target": card(self.key),
                },
                ("ability", me, "convert"),
                {"ma": 1},
            )
        ]

    def use(self, ctx, value):
        p = ctx.p
        p.turn["used"].append(key_of(ctx.card))
        costs.spend_actions(p, 0, 1)
        p.ca_spent -= 1
        moves.emit(ctx.s, "action_converted", {"player": p.seat, "why": key_of(ctx.card)})
