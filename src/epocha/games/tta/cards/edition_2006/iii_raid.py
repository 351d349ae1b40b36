"""Raid (Age III aggression, 2006 edition): as the Age II card (`ii_raid`), up to 3 buildings.

Rulings:
- The attacker chooses one of the defender's urban technologies with a building on it (asked
  only when there is a choice) and destroys up to three of its buildings: only buildings of the
  same type and age go together (seed appendix), so a defender with fewer there loses those. The
  workers become unused workers of the defender.
- The attacker produces resources equal to half the printed cost of the destroyed buildings
  together, rounded down, from its own blue bank.
- Farms, mines and units are not targets (the New Story card: one building of Age III or older
  and one of Age II or older, any kind). Not against a civilization without an urban building.
"""

from .ii_raid import RaidII2006


class RaidIII2006(RaidII2006):
    key = "III:Raid (2006)"
    count = 3
    text = (
        "Aggression. Destroy up to 3 identical urban buildings (same type and age) of the defender; "
        "produce resources worth half their total cost, rounded down."
    )
    text_cs = (
        "Agrese. Zbořte napadenému až 3 stejné městské budovy (stejného typu i věku); vyprodukujte "
        "suroviny za polovinu jejich celkové ceny, zaokrouhleno dolů."
    )
