"""Terrorism (Age II event).

Rulings:
- "The civilization with the least culture points" is one civilization. Ties give the higher
  value to the current player, then the next ones in turn order (the seed, which warns that
  this can hurt with Terrorism): the tied one furthest from the current player is the
  terrorist (`ii_crime_wave.lowest`). The terrorist chooses
  which urban building of each other civilization is destroyed (Board Game Arena lets the
  terrorist choose, like the winner of a raid), going clockwise from itself.
- A destroyed building's worker goes to its owner's worker pool, as with the destroy action.
  A civilization without urban buildings loses nothing.
"""

from __future__ import annotations

from epocha.engine.message import msg, seat

from .. import moves
from ..catalog import URBAN, key_of
from ..ratings import worked
from ..rules_base import CardRules
from .ii_crime_wave import lowest


class Terrorism(CardRules):
    key = "II:Terrorism"
    text = (
        "The civilization with the least culture points destroys one urban building (its choice) "
        "of every other civilization."
    )
    text_cs = (
        "Národ s nejméně body kultury zničí každému jinému národu jednu městskou budovu (podle své volby)."
    )

    def play(self, ctx):
        terrorist = lowest(ctx, lambda q: ctx.player(q).culture)[0]
        ctx.vars["terrorist"] = terrorist
        ctx.take_turns(ctx.s.clockwise_from(terrorist)[1:])
        self.next_victim(ctx, None)

    def next_victim(self, ctx, _answer):
        while (q := ctx.next_in_turn()) is not None:
            buildings = worked(ctx.player(q), *URBAN)
            if buildings:
                ctx.choose_card(
                    buildings,
                    prompt=msg("Terrorism: choose an urban building of {who} to destroy", who=seat(q)),
                    chooser=ctx.vars["terrorist"],
                    then=self.destroy,
                )
                return

    def destroy(self, ctx, tech):
        p = ctx.player(ctx.in_turn)
        moves.remove_worker(ctx.s, p, tech)
        moves.emit(ctx.s, "destroy", {"player": p.seat, "tech": key_of(tech), "why": self.key})
        ctx.then(self.next_victim)
