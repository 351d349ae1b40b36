"""Rich Land (Age I action card): build or upgrade a farm or mine for 2 resources less.

Rulings: as Age A Rich Land (a normal build or upgrade of a farm or mine without its civil
action; the discount never takes the cost below 0; not playable unless one is possible).
"""

from __future__ import annotations

from .a_rich_land import RichLand


class RichLandI(RichLand):
    key = "I:Rich Land"
    text = "Build or upgrade a farm or mine; it costs 2 resources less."
    text_cs = "Postav nebo vylepši farmu či důl o 2 suroviny levněji."
    amount = 2
