"""Assassinate (Age II aggression, 2006 edition; no New Story card of this name).

Rulings:
- It costs as many military actions as the level of the defender's leader (Age I: 1, Age II:
  2), paid when it is played; it cannot be played against a civilization without a leader
  (seed appendix), nor by a player who lacks those military actions.
- On success the defender's leader leaves the game with its lasting effects, and the attacker
  scores 3 culture per level of that leader.
"""

from ... import moves
from ...catalog import facts, key_of
from ...ratings import available
from ...rules_base import CardRules


class Assassinate2006(CardRules):
    key = "II:Assassinate (2006)"
    text = (
        "Aggression, costing military actions equal to the level of the defender's leader. "
        "The leader is removed; score 3 culture per its level."
    )
    text_cs = (
        "Agrese za tolik vojenských akcí, kolik je úroveň vůdce napadeného. Vůdce odchází ze hry; "
        "získáte 3 kultury za každou jeho úroveň."
    )

    def target(self, rival) -> str | None:
        """The card the aggression takes from `rival`."""
        return rival.leader

    def attack_cost(self, s, attacker, rival):
        card = self.target(rival)
        return facts(card).level if card else 0

    def can_target(self, s, attacker, rival):
        return self.target(rival) is not None and available(s, attacker)[1] >= self.attack_cost(
            s, attacker, rival
        )

    def play(self, ctx):
        card = self.target(ctx.player(ctx.rival))
        if card is None:  # (gone since it was played)
            return
        self.remove(ctx, card)
        ctx.score(culture=3 * facts(card).level)

    def remove(self, ctx, card):
        rival = ctx.player(ctx.rival)
        moves.emit(ctx.s, "leader_removed", {"player": rival.seat, "card": key_of(card), "why": self.key})
        moves.leave_play(ctx.s, rival, card)
