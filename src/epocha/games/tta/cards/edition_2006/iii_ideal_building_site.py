"""Ideal Building Site (Age III action card, 2006 edition).

Build an urban building for 4 resources less.

Rulings:
- As the Age I and II cards, with 4 resources off (the 2006 table: A 1, I 2, II 3, III 4): a
  normal build of a lab, temple, library, theater or arena (an unused worker, the urban
  limit, lasting discounts such as Masonry's first) without its civil action, then 4
  resources less, never below 0 (the rest is lost).
- Exactly its printed action (seed appendix, building discounts): a new building only, no
  upgrade (that is Efficient Upgrade's), no farm or mine.
- Not playable unless such a build is possible and affordable.
- Two copies in the 2006 Age III deck (the 2006 table, medium confidence).
- No New Story namesake.
"""

from __future__ import annotations

from .ii_ideal_building_site import IdealBuildingSiteII2006


class IdealBuildingSiteIII2006(IdealBuildingSiteII2006):
    key = "III:Ideal Building Site (2006)"
    text = "Build an urban building; it costs 4 resources less."
    text_cs = "Postav městskou budovu o 4 suroviny levněji."
    amount = 4
