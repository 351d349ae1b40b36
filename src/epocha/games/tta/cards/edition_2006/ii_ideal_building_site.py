"""Ideal Building Site (Age II action card, 2006 edition).

Build an urban building for 3 resources less.

Rulings:
- As the Age I card, with 3 resources off instead of 2: a normal build of a lab, temple,
  library, theater or arena (an unused worker, the urban limit, lasting discounts such as
  Masonry's or Architecture's first) without its civil action, then 3 resources less, never
  below 0 (the rest is lost).
- Exactly its printed action (seed appendix, building discounts): a new building only, no
  upgrade (that is Efficient Upgrade's).
- Not playable unless such a build is possible and affordable.
- No New Story namesake.
"""

from __future__ import annotations

from .i_ideal_building_site import IdealBuildingSite2006


class IdealBuildingSiteII2006(IdealBuildingSite2006):
    key = "II:Ideal Building Site (2006)"
    text = "Build an urban building; it costs 3 resources less."
    text_cs = "Postav městskou budovu o 3 suroviny levněji."
    amount = 3
