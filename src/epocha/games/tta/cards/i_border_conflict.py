"""Border Conflict (Age I event).

Rulings:
- The weakest civilization chooses one of its own farms, mines or urban buildings (a
  worker on such a card) and destroys it: the worker goes back to its unused workers, as
  the destroy action does. With none, nothing is destroyed. Military units do not count.
- Then the strongest civilization gains 3 resources (what its blue bank allows). Both are
  found when the event is revealed, before anything is destroyed.
- Ties as in every comparison: the current player, then the next in turn order, counts as
  the stronger, so the strongest and the weakest are different civilizations.
"""

from epocha.engine.message import msg

from ..catalog import BUILDINGS, facts
from ..rules_base import CardRules


class BorderConflict(CardRules):
    key = "I:Border Conflict"
    text = (
        "The weakest civilization destroys one of its farms, mines or urban buildings. "
        "The strongest civilization gains 3 resources."
    )
    text_cs = (
        "Nejslabší národ zboří jednu svou farmu, důl nebo městskou budovu. "
        "Nejsilnější národ získá 3 suroviny."
    )

    def play(self, ctx):
        weak = ctx.weakest()[0]
        ctx.vars["weak"] = weak
        ctx.vars["strong"] = ctx.strongest()[0]  # compared when the event is revealed
        p = ctx.player(weak)
        options = [t for t in p.techs if facts(t).type in BUILDINGS and p.workers.get(t)]
        if options:
            ctx.choose_card(
                options,
                prompt=msg("Border Conflict: choose a farm, mine or urban building to destroy"),
                chooser=weak,
                then=self.destroy,
            )
            return
        self.destroy(ctx, None)

    def destroy(self, ctx, tech):
        if tech is not None:
            ctx.destroy(tech, q=ctx.vars["weak"])
        ctx.gain("resources", 3, q=ctx.vars["strong"])
