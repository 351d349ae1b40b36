"""Alexander the Great (Age A leader).

Rulings:
- Every military unit in play (each worker on an infantry, cavalry, artillery or air force
  technology) adds 1 to the strength rating. It is a strength-rating modifier, so it does
  not add to a colonization force (§12.3).
- "As a political action": offered only in the politics phase (no political action taken and
  no other action done yet this turn). Using it is the turn's political action (Julius
  Caesar cannot be in play at the same time, so no second one follows); the action phase
  then goes on as usual.
- Alexander leaves play (out of the game, like a replaced leader: no civil action comes back)
  and one yellow token comes from the box into the yellow bank. His +1 per unit ends at once.
"""

from __future__ import annotations

from epocha.engine.message import card, msg

from .. import moves
from ..actions import option
from ..catalog import UNITS, key_of
from ..rules_base import CardRules


class AlexanderTheGreat(CardRules):
    key = "A:Alexander the Great"
    text = (
        "Each of your military units gives +1 strength. As a political action you may remove "
        "Alexander from play to add 1 yellow token from the box to your yellow bank."
    )
    text_cs = (
        "Každá tvá vojenská jednotka dává +1 sílu. Jako politickou akci můžeš Alexandra odstranit "
        "ze hry a přidat 1 žlutý žeton z krabice do své žluté banky."
    )

    def adjust(self, s, p, me, tally):
        units = sum(e.count for e in tally.of_type(*UNITS))
        if units:
            tally.add("strength", units)

    def abilities(self, s, p, me):
        if p.turn["politics"] or p.turn["acted"]:
            return []
        return [
            option(
                {
                    "type": "ability",
                    "card": me,
                    "label": msg(
                        "{card}: remove him from play, +1 yellow token (political action)",
                        card=card(self.key),
                    ),
                    "group": "abilities",
                    "target": card(self.key),
                },
                ("ability", me, "retire"),
            )
        ]

    def use(self, ctx, value):
        s, p = ctx.s, ctx.p
        p.turn["acted"] = False  # a political action: the action phase has not begun
        moves.emit(s, "leader_retired", {"player": p.seat, "card": key_of(ctx.card)})
        moves.leave_play(s, p, ctx.card)
        ctx.bank("yellow", 1)
