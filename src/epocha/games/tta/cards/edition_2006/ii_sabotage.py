"""Sabotage (Age II aggression, 2006 edition; no New Story card of this name).

Rulings:
- It costs as many military actions as the level of the defender's unfinished wonder (Age I:
  1, Age II: 2), paid when it is played; it cannot be played against a civilization without an
  unfinished wonder (seed appendix), nor by a player who lacks those military actions.
- On success the unfinished wonder is discarded out of the game (completed wonders are never
  touched); the blue tokens on its built stages go back to the defender's blue bank (as for a
  wonder lost at a change of age). The attacker scores 3 culture per level of that wonder.
"""

from ... import moves, tokens
from ...catalog import key_of
from .ii_assassinate import Assassinate2006


class Sabotage2006(Assassinate2006):
    key = "II:Sabotage (2006)"
    text = (
        "Aggression, costing military actions equal to the level of the defender's unfinished wonder. "
        "The wonder is discarded; score 3 culture per its level."
    )
    text_cs = (
        "Agrese za tolik vojenských akcí, kolik je úroveň rozestavěného divu napadeného. Div se odhodí; "
        "získáte 3 kultury za každou jeho úroveň."
    )

    def target(self, rival) -> str | None:
        return rival.building

    def remove(self, ctx, card):
        rival = ctx.player(ctx.rival)
        moves.emit(ctx.s, "wonder_lost", {"player": rival.seat, "card": key_of(card), "why": self.key})
        tokens.uncover_stages(rival)
        rival.building = None
        ctx.s.removed.append(card)
