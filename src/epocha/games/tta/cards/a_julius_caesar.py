"""Julius Caesar (Age A leader).

Rulings:
- Printed: +1 military action and +1 strength.
- Once per game, right after a political action (before any other action of the turn), you
  may take a second political action. It is offered only while you could take one besides
  resigning (an event to prepare, an aggression, a war, a pact to offer or cancel): resigning
  as the second one is left out, as it could as well have been the first. Choosing it reopens
  the politics phase; the once-per-game use is spent when you choose it.
- The use is remembered for the whole game (also if Caesar leaves play and comes back).
"""

from __future__ import annotations

from epocha.engine.message import card, msg

from .. import moves
from ..actions import option, political_offers
from ..catalog import key_of
from ..rules_base import CardRules

USED = "A:Julius Caesar"  # key in Player.flags once the extra political action was used


class JuliusCaesar(CardRules):
    key = "A:Julius Caesar"
    text = (
        "+1 military action, +1 strength. Once per game, after a political action, you may take "
        "another political action."
    )
    text_cs = (
        "+1 vojenská akce, +1 síla. Jednou za hru smíš po politické akci provést ještě jednu politickou akci."
    )

    def abilities(self, s, p, me):
        if not p.turn["politics"] or p.turn["acted"] or p.flags.get(USED):
            return []
        if all(offer[0]["type"] == "resign" for offer in political_offers(s, p)):
            return []
        return [
            option(
                {
                    "type": "ability",
                    "card": me,
                    "label": msg(
                        "{card}: take another political action (once per game)", card=card(self.key)
                    ),
                    "group": "abilities",
                    "target": card(self.key),
                },
                ("ability", me, "politics"),
            )
        ]

    def use(self, ctx, value):
        p = ctx.p
        p.flags[USED] = True
        p.turn["politics"] = False
        p.turn["acted"] = False
        moves.emit(ctx.s, "extra_politics", {"player": p.seat, "card": key_of(ctx.card)})
