"""Rich Land (Age A action card): build or upgrade a farm or mine for 1 resource less.

Rulings:
- The ordered action is a normal build (an unused worker onto a farm or mine technology) or
  upgrade (to a higher farm or mine, paying the cost difference) without its civil action;
  the card takes 1 more resource off, never below 0 (the rest of the discount is lost).
- The card cannot be played unless one such build or upgrade is possible and affordable.
"""

from __future__ import annotations

from ..catalog import PRODUCTION
from .a_urban_growth import UrbanGrowth


class RichLand(UrbanGrowth):
    key = "A:Rich Land"
    text = "Build or upgrade a farm or mine; it costs 1 resource less."
    text_cs = "Postav nebo vylepši farmu či důl o 1 surovinu levněji."
    kinds = PRODUCTION
    amount = 1
