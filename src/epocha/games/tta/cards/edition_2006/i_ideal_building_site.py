"""Ideal Building Site (Age I action card, 2006 edition).

Build an urban building for 2 resources less.

Rulings:
- The ordered action is a normal build of a lab, temple, library, theater or arena (an unused
  worker, the urban limit, lasting discounts such as Masonry's first) without its civil
  action; the card takes 2 more resources off, never below 0 (the rest is lost).
- Only a new building, "exactly the printed action" (seed appendix, building discounts): no
  upgrade (that is Efficient Upgrade's). The New Story's Urban Growth, whose mechanism it
  shares, also upgrades.
- Not playable unless such a build is possible and affordable.
- No New Story namesake.
"""

from __future__ import annotations

from ..a_urban_growth import UrbanGrowth
from .builds_only import BuildsOnly


class IdealBuildingSite2006(BuildsOnly, UrbanGrowth):
    key = "I:Ideal Building Site (2006)"
    text = "Build an urban building; it costs 2 resources less."
    text_cs = "Postav městskou budovu o 2 suroviny levněji."
    amount = 2
