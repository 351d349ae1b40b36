"""Rich Land (Age II action card, 2006 edition).

Build a farm or mine for 3 resources less.

Rulings:
- As the Age I card, with 3 resources off instead of 2: a normal build of a farm or mine (an
  unused worker onto it) without its civil action, then 3 resources less, never below 0 (the
  rest is lost).
- Exactly its printed action (seed appendix, building discounts): a new building only. The
  New Story's Age II card also upgrades a farm or mine; this one does not (Efficient Upgrade
  does).
- Not playable unless such a build is possible and affordable.
"""

from __future__ import annotations

from .i_rich_land import RichLand2006


class RichLandII2006(RichLand2006):
    key = "II:Rich Land (2006)"
    text = "Build a farm or mine; it costs 3 resources less."
    text_cs = "Postav farmu nebo důl o 3 suroviny levněji."
    amount = 3
