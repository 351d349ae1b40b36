"""Ideal Building Site (Age A action card, 2006 edition): build an urban building for 1
resource less.

Rulings:
- The ordered action is the normal build of a lab, temple, library, theater or arena (the
  urban limit, an unused worker, lasting discounts first) without its civil action; the card
  takes 1 more resource off, never below 0, the rest being lost (seed 2006 appendix,
  construction discounts; the seed's card "Dobré podloží": "Postav městskou budovu o 1
  levněji").
- It builds only: no upgrade (the appendix allows a discount card only for exactly its
  printed action).
- The New Story has no card of this name; it plays as the New Story's Urban Growth without
  the upgrade (the same mechanism, `BuildsOnly` with Rich Land).
- The card cannot be played unless such a build is possible and affordable.
"""

from __future__ import annotations

from ..a_urban_growth import UrbanGrowth
from .builds_only import BuildsOnly


class IdealBuildingSite2006(BuildsOnly, UrbanGrowth):
    key = "A:Ideal Building Site (2006)"
    text = "Build an urban building; it costs 1 resource less."
    text_cs = "Postav městskou budovu o 1 surovinu levněji."
