"""Rich Land (Age I action card, 2006 edition).

Build a farm or mine for 2 resources less.

Rulings:
- The ordered action is a normal build of a farm or mine (an unused worker onto it) without
  its civil action; the card takes 2 more resources off, never below 0 (the rest is lost).
- Only a new building, "exactly the printed action" (seed appendix, building discounts): the
  New Story card also upgrades a farm or mine; the 2006 card does not (Efficient Upgrade
  does).
- Not playable unless such a build is possible and affordable.
"""

from __future__ import annotations

from ..i_rich_land import RichLandI
from .builds_only import BuildsOnly


class RichLand2006(BuildsOnly, RichLandI):
    key = "I:Rich Land (2006)"
    text = "Build a farm or mine; it costs 2 resources less."
    text_cs = "Postav farmu nebo důl o 2 suroviny levněji."
    amount = 2
