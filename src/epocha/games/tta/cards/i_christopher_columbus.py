"""Christopher Columbus (Age I leader).

Rulings:
- "As a political action": offered only in the politics phase (no political action taken and
  no other action done yet this turn), once for each territory in your military hand.
- Columbus leaves play (out of the game; no civil action comes back), the territory leaves
  your hand and becomes your colony at once: no auction, no force, no unit sacrificed, no
  bonus card spent. Its permanent effect applies first, then its immediate one (§12.3).
- It is not preparing an event: no culture for the card's age and no current event revealed.
"""

from __future__ import annotations

from epocha.engine.message import card as card_arg
from epocha.engine.message import msg

from .. import moves
from ..actions import option
from ..catalog import facts, key_of
from ..events import colonize
from ..rules_base import CardRules


class ChristopherColumbus(CardRules):
    key = "I:Christopher Columbus"
    text = (
        "As a political action you may remove Columbus from play to colonize a territory from "
        "your hand without sacrificing any units."
    )
    text_cs = (
        "Jako politickou akci můžeš Kolumba odstranit ze hry a kolonizovat území ze své ruky, "
        "aniž bys obětoval jednotky."
    )

    def abilities(self, s, p, me):
        if p.turn["politics"] or p.turn["acted"]:
            return []
        return [
            option(
                {
                    "type": "ability",
                    "card": me,
                    "territory": card,
                    "label": msg(
                        "{card}: colonize {territory} (political action)",
                        card=card_arg(self.key),
                        territory=card_arg(key_of(card)),
                    ),
                    "group": "abilities",
                    "target": card_arg(key_of(card)),
                },
                ("ability", me, card),
            )
            for card in p.military_hand
            if facts(card).type == "territory"
        ]

    def use(self, ctx, territory):
        s, p = ctx.s, ctx.p
        p.turn["acted"] = False  # a political action: the action phase has not begun
        moves.emit(s, "leader_retired", {"player": p.seat, "card": key_of(ctx.card)})
        moves.leave_play(s, p, ctx.card)
        p.military_hand.remove(territory)
        colonize(s, p, territory, [], [], [])
