"""Urban Growth (Age II action card): build or upgrade an urban building for 3 resources less.

Rulings: as Age A Urban Growth (a normal build or upgrade of an urban building without its
civil action; the discount never takes the cost below 0; not playable unless one is possible).
"""

from __future__ import annotations

from .a_urban_growth import UrbanGrowth


class UrbanGrowthII(UrbanGrowth):
    key = "II:Urban Growth"
    text = "Build or upgrade an urban building; it costs 3 resources less."
    text_cs = "Postav nebo vylepši městskou budovu o 3 suroviny levněji."
    amount = 3
