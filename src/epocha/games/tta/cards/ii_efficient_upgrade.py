"""Efficient Upgrade (Age II action card): upgrade a farm, mine or urban building for 3
resources less.

Rulings:
- The ordered action is a normal upgrade (a worker moves to a higher card of the same type;
  lasting discounts apply to both costs before the difference) without its civil action;
  the card takes 3 more resources off, never below 0 (the rest of the discount is lost).
- Only an upgrade: no new building, and no military units.
- The card cannot be played unless one such upgrade is possible and affordable.
"""

from __future__ import annotations

from ..catalog import BUILDINGS
from .a_urban_growth import UrbanGrowth


class EfficientUpgrade(UrbanGrowth):
    key = "II:Efficient Upgrade"
    text = "Upgrade a farm, mine or urban building; it costs 3 resources less."
    text_cs = "Vylepši farmu, důl nebo městskou budovu o 3 suroviny levněji."
    kinds = BUILDINGS
    builds = False
    amount = 3
