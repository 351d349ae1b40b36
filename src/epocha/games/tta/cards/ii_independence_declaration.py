"""Independence Declaration (Age II event).

Rulings:
- "The weakest": among tied civilizations the current player counts as the stronger, then the
  next ones in turn order (the seed), so the weakest is the tied one furthest from the current
  player (`ii_crime_wave.weakest`).
- Its owner chooses the colony (asked only when there are several); the colony leaves play with
  its permanent effects and bank tokens (`moves.leave_play`) and goes to the past events, where
  resolved territories go. Nothing happens if the weakest has no colony.
"""

from __future__ import annotations

from epocha.engine.message import msg

from .. import moves
from ..catalog import key_of
from ..rules_base import CardRules
from .ii_crime_wave import weakest


class IndependenceDeclaration(CardRules):
    key = "II:Independence Declaration"
    text = "The weakest civilization loses one of its colonies (its choice)."
    text_cs = "Nejslabší národ ztratí jednu svou kolonii (podle své volby)."

    def play(self, ctx):
        q = weakest(ctx)[0]
        colonies = list(ctx.player(q).colonies)
        if not colonies:
            return
        ctx.vars["seat"] = q
        ctx.choose_card(
            colonies,
            prompt=msg("Independence Declaration: choose the colony you lose"),
            chooser=q,
            then=self.lose,
        )

    def lose(self, ctx, colony):
        p = ctx.player(ctx.vars["seat"])
        moves.emit(ctx.s, "colony_lost", {"player": p.seat, "card": key_of(colony), "why": self.key})
        moves.leave_play(ctx.s, p, colony, to_removed=False)
        ctx.s.past_events.append(colony)
