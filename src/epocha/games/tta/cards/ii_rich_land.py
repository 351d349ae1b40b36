"""Rich Land (Age II action card): build or upgrade a farm or mine for 3 resources less.

Rulings: as Age A Rich Land (a normal build or upgrade of a farm or mine without its civil
action; the discount never takes the cost below 0; not playable unless one is possible).
"""

from __future__ import annotations

from .a_rich_land import RichLand


class RichLandII(RichLand):
    key = "II:Rich Land"
    text = "Build or upgrade a farm or mine; it costs 3 resources less."
    text_cs = "Postav nebo vylepši farmu či důl o 3 suroviny levněji."
    amount = 3
