"""Raid (Age I aggression; Ages II and III destroy two buildings, see `ii_raid`, `iii_raid`).

Rulings:
- A "building" is a farm, a mine or an urban building (a worker on such a card: what the
  destroy action destroys); military units are not buildings. "Age I or older" means a card
  of Age I or Age A.
- The attacker chooses which of the defender's buildings are destroyed (asked only when there
  is a choice); each worker goes back to the defender's unused workers, as when destroying.
  For two buildings the more restricted one (the older age) is chosen first, so every pair the
  card allows can be chosen; a defender with fewer buildings loses what it has.
- The attacker's civilization then produces resources equal to half the printed resource cost
  of the destroyed buildings together, rounded up (its blue bank permitting); nothing if none
  was destroyed.
"""

from epocha.engine.message import card as card_term
from epocha.engine.message import msg

from ..catalog import BUILDINGS, LEVEL, facts
from ..rules_base import CardRules


class Raid(CardRules):
    key = "I:Raid"
    ages = ("I",)  # one building of each of these ages or older, the oldest first
    text = (
        "Aggression. Destroy 1 of the defender's buildings of Age I or older; "
        "produce resources equal to half its cost."
    )
    text_cs = (
        "Agrese. Zničte napadenému 1 budovu věku I nebo staršího; "
        "vyprodukujte suroviny ve výši poloviny její ceny."
    )

    def play(self, ctx):
        ctx.vars["slots"] = sorted(LEVEL[a] for a in self.ages)
        ctx.vars["cost"] = 0
        self.next_building(ctx, None)

    def next_building(self, ctx, _answer):
        rival = ctx.player(ctx.rival)
        while ctx.vars["slots"]:
            limit = ctx.vars["slots"].pop(0)
            options = [t for t in rival.techs if rival.workers.get(t) and _building_of(t, limit)]
            if len(options) > 1:
                ctx.choose_card(
                    options,
                    prompt=msg("{card}: choose a building to destroy", card=card_term(self.key)),
                    then=self.destroy,
                )
                return
            if options:
                self._destroy(ctx, options[0])
        if ctx.vars["cost"]:
            ctx.gain("resources", (ctx.vars["cost"] + 1) // 2)

    def destroy(self, ctx, tech):
        self._destroy(ctx, tech)
        self.next_building(ctx, None)

    def _destroy(self, ctx, tech):
        ctx.vars["cost"] += facts(tech).resource_cost or 0
        ctx.destroy(tech, q=ctx.rival)


def _building_of(tech: str, limit: int) -> bool:
    """Whether `tech` is a farm, mine or urban building of level `limit` or lower."""
    f = facts(tech)
    return f.type in BUILDINGS and f.level <= limit
