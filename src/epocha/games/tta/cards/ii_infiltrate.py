"""Infiltrate (Age II aggression).

Rulings:
- The attacker chooses the defender's leader or its unfinished wonder (asked only when it has
  both); that card leaves the game. A leader leaves with its lasting effects
  (`moves.leave_play`); an unfinished wonder's stage tokens go back to the defender's blue bank.
- The attacker scores 3 culture per level of the card removed (Age A: 0, I: 1, II: 2, III: 3).
- A defender with neither loses nothing, and the attacker scores nothing.
"""

from epocha.engine.message import card as card_term
from epocha.engine.message import msg

from .. import moves, tokens
from ..catalog import facts, key_of
from ..rules_base import CardRules


class Infiltrate(CardRules):
    key = "II:Infiltrate"
    text = (
        "Aggression. Remove the defender's leader or unfinished wonder (your choice); "
        "score 3 culture per its level."
    )
    text_cs = (
        "Agrese. Odstraňte napadenému vůdce nebo rozestavěný div (podle vaší volby); "
        "získejte 3 kultury za každý jeho stupeň."
    )

    def play(self, ctx):
        rival = ctx.player(ctx.rival)
        options = [c for c in (rival.leader, rival.building) if c]
        if len(options) > 1:
            ctx.choose_card(
                options,
                prompt=msg("{card}: choose the card to remove", card=card_term(self.key)),
                then=self.remove,
            )
        elif options:
            self.remove(ctx, options[0])

    def remove(self, ctx, card):
        s, rival = ctx.s, ctx.player(ctx.rival)
        if card == rival.leader:
            moves.emit(s, "leader_removed", {"player": rival.seat, "card": key_of(card), "why": self.key})
            moves.leave_play(s, rival, card)
        else:
            moves.emit(s, "wonder_lost", {"player": rival.seat, "card": key_of(card), "why": self.key})
            tokens.uncover_stages(rival)
            rival.building = None
            s.removed.append(card)
        ctx.score(culture=3 * facts(card).level)
