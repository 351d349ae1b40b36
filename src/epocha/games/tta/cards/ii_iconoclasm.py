"""Iconoclasm (Age II event).

Rulings:
- A leader "not from the current age" is one whose age differs from the age in play when the
  event is revealed; in Age IV (the game-ending age) every leader leaves.
- The leader leaves play with its lasting effects (`moves.leave_play`, out of the game, as when
  it is antiquated); it is not a replacement, so no civil action comes back and the player may
  still not take a second leader of that age.
- Civilizations lose their leaders one at a time, clockwise from the revealer, so a leader's
  own effect on leaving (which may ask something) is resolved before the next one.
"""

from __future__ import annotations

from .. import moves
from ..catalog import facts, key_of
from ..rules_base import CardRules


class Iconoclasm(CardRules):
    key = "II:Iconoclasm"
    text = "Each civilization whose leader is not from the current age removes that leader from play."
    text_cs = "Každý národ, jehož vůdce není ze současného věku, tohoto vůdce vyřadí ze hry."

    def play(self, ctx):
        ctx.take_turns(ctx.seats())
        self.next_civilization(ctx, None)

    def next_civilization(self, ctx, _answer):
        while (q := ctx.next_in_turn()) is not None:
            p = ctx.player(q)
            if p.leader and facts(p.leader).age != ctx.s.age:
                leader = p.leader
                moves.emit(
                    ctx.s, "leader_removed", {"player": p.seat, "card": key_of(leader), "why": self.key}
                )
                moves.leave_play(ctx.s, p, leader)
                ctx.then(self.next_civilization)
                return
