"""Annex (Age II aggression).

Rulings:
- The attacker takes one of the defender's colonies, its choice (asked only when there are
  several); nothing happens if the defender has none.
- The colony leaves the defender's play with its permanent effects and bank tokens and enters
  the attacker's with them (`moves.leave_play`, `moves.enter_play`); its one-time gains (the
  territory's immediate effect) are not gained again.
"""

from epocha.engine.message import card as card_term
from epocha.engine.message import msg

from .. import moves
from ..catalog import key_of
from ..rules_base import CardRules


class Annex(CardRules):
    key = "II:Annex"
    text = "Aggression. Take one of the defender's colonies (its lasting effects, not its one-time gains)."
    text_cs = "Agrese. Vezměte napadenému jednu kolonii (s trvalými efekty, bez jednorázových zisků)."

    def play(self, ctx):
        colonies = list(ctx.player(ctx.rival).colonies)
        if len(colonies) > 1:
            ctx.choose_card(
                colonies,
                prompt=msg("{card}: choose a colony to take", card=card_term(self.key)),
                then=self.take,
            )
        elif colonies:
            self.take(ctx, colonies[0])

    def take(self, ctx, colony):
        rival = ctx.player(ctx.rival)
        moves.emit(
            ctx.s,
            "colony_taken",
            {"player": ctx.me, "rival": rival.seat, "card": key_of(colony), "why": self.key},
        )
        moves.leave_play(ctx.s, rival, colony, to_removed=False)
        moves.enter_play(ctx.s, ctx.p, colony)
