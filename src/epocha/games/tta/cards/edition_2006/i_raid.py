"""Raid (Age I aggression, 2006 edition).

Rulings:
- The attacker destroys one of the defender's urban buildings (lab, temple, library, theater or
  arena) of any age, its choice (asked only when there is a choice); farms, mines and units are
  not targets (the New Story card takes any building of Age I or older). Its worker becomes an
  unused worker of the defender.
- The attacker produces resources equal to half the printed cost of the destroyed building,
  rounded up, from its own blue bank.
- It cannot be played against a civilization without an urban building (seed: no aggression
  against a civilization that has nothing of what the card takes).
"""

from epocha.engine.message import card as card_term
from epocha.engine.message import msg

from ...catalog import URBAN, facts
from ..i_raid import Raid


class Raid2006(Raid):
    key = "I:Raid (2006)"
    text = (
        "Aggression. Destroy 1 urban building of the defender; "
        "produce resources worth half its cost, rounded up."
    )
    text_cs = (
        "Agrese. Zbořte napadenému 1 městskou budovu; vyprodukujte suroviny za polovinu její ceny, "
        "zaokrouhleno nahoru."
    )

    def can_target(self, s, attacker, rival):
        return bool(urban_buildings(rival))

    def play(self, ctx):
        options = urban_buildings(ctx.player(ctx.rival))
        if len(options) > 1:
            ctx.choose_card(
                options,
                prompt=msg("{card}: choose a building to destroy", card=card_term(self.key)),
                then=self.destroy,
            )
        elif options:
            self.destroy(ctx, options[0])

    def destroy(self, ctx, tech):
        ctx.destroy(tech, q=ctx.rival)
        ctx.gain("resources", ((facts(tech).resource_cost or 0) + 1) // 2)


def urban_buildings(p) -> list[str]:
    """The player's urban technologies with at least one building (a worker) on them."""
    return [t for t in p.techs if p.workers.get(t) and facts(t).type in URBAN]
