"""Raid (Age II aggression, 2006 edition).

Rulings:
- The attacker chooses one of the defender's urban technologies with a building on it (asked
  only when there is a choice) and destroys two of its buildings, or the only one there: only
  buildings of the same type and age go together (seed), and a loser that has less loses what
  it has. The workers become unused workers of the defender.
- The attacker produces resources equal to half the printed cost of the destroyed buildings
  together, rounded down (the Age I card rounds up), from its own blue bank.
- Farms, mines and units are not targets (the New Story card takes any two buildings).
- It cannot be played against a civilization without an urban building (seed: no aggression
  against a civilization that has nothing of what the card takes).
"""

from ...catalog import facts
from .i_raid import Raid2006


class RaidII2006(Raid2006):
    key = "II:Raid (2006)"
    count = 2
    text = (
        "Aggression. Destroy up to 2 identical urban buildings (same type and age) of the defender; "
        "produce resources worth half their total cost, rounded down."
    )
    text_cs = (
        "Agrese. Zbořte napadenému až 2 stejné městské budovy (stejného typu i věku); vyprodukujte "
        "suroviny za polovinu jejich celkové ceny, zaokrouhleno dolů."
    )

    def destroy(self, ctx, tech):
        rival = ctx.player(ctx.rival)
        n = min(self.count, rival.workers.get(tech, 0))
        for _ in range(n):
            ctx.destroy(tech, q=ctx.rival)
        ctx.gain("resources", n * (facts(tech).resource_cost or 0) // 2)
