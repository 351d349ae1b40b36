"""Rich Land (Age A action card, 2006 edition): build a farm or mine for 1 resource less.

Rulings:
- The ordered action is the normal build of a farm or mine (an unused worker onto a farm or
  mine technology, lasting discounts first) without its civil action; the card takes 1 more
  resource off, never below 0, the rest being lost (seed 2006 appendix, construction
  discounts).
- Differs from the New Story card: it builds a new farm or mine and never upgrades one (the
  2006 card says "build"; the appendix allows a discount card only for exactly its printed
  action; upgrades have their own card, Efficient Upgrade).
- The card cannot be played unless such a build is possible and affordable.
- `BuildsOnly` (builds_only.py) also serves Ideal Building Site, the same card for urban buildings.
"""

from __future__ import annotations

from ..a_rich_land import RichLand
from .builds_only import BuildsOnly


class RichLand2006(BuildsOnly, RichLand):
    key = "A:Rich Land (2006)"
    text = "Build a farm or mine; it costs 1 resource less."
    text_cs = "Postav farmu nebo důl o 1 surovinu levněji."
