"""Joan of Arc (Age I leader).

Rulings:
- Printed: +1 culture and +1 military action.
- Your temples (each worker is a temple) and your government add 1 strength for each happy
  face they give, as changed by other cards (St. Peter's Basilica).
- "At the beginning of your politics phase you may look at the top current event": offered
  in the politics phase (no political action taken and no other action done yet this turn),
  once per turn. Looking is no political action: the politics phase goes on. The card is
  told to you alone (a log event with a secret, and in your view until it is revealed); with
  no current event there is nothing to look at.
"""

from __future__ import annotations

from epocha.engine.message import card, msg

from .. import moves
from ..actions import option
from ..catalog import facts, key_of
from ..rules_base import CardRules


class JoanOfArc(CardRules):
    key = "I:Joan of Arc"
    face_types: tuple[str, ...] = ("temple", "government")  # whose happy faces give strength
    text = (
        "+1 culture, +1 military action. Your temples and government give +1 strength for each of "
        "their happy faces. At the start of your politics phase you may look at the top current event."
    )
    text_cs = (
        "+1 kultura, +1 vojenská akce. Tvé chrámy a státní zřízení dávají +1 sílu za každou svou "
        "šťastnou značku. Na začátku své politické fáze se smíš podívat na vrchní kartu současných "
        "událostí."
    )

    def adjust(self, s, p, me, tally):
        faces = sum(max(0, e.total("happy")) for e in tally.of_type(*self.face_types))
        if faces:
            tally.add("strength", faces)

    def abilities(self, s, p, me):
        if p.turn["politics"] or p.turn["acted"] or self.key in p.turn["used"] or not s.current_events:
            return []
        return [
            option(
                {
                    "type": "ability",
                    "card": me,
                    "label": msg("{card}: look at the top current event", card=card(self.key)),
                    "group": "abilities",
                    "target": card(self.key),
                    "irreversible": True,  # the event is seen
                },
                ("ability", me, "look"),
            )
        ]

    def use(self, ctx, value):
        s, p = ctx.s, ctx.p
        p.turn["used"].append(key_of(ctx.card))
        p.turn["politics"] = False  # looking is no political action
        p.turn["acted"] = False
        top = s.current_events[-1]
        if p.seat not in s.top_seen:
            s.top_seen.append(p.seat)  # known to this player until it is revealed
        moves.emit(
            s,
            "look_event",
            {"player": p.seat, "age": facts(top).age, "why": key_of(ctx.card)},
            {"card": key_of(top)},
            [p.seat],
        )
