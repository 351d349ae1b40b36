"""Urban Growth (Age III action card): build or upgrade an urban building for 4 resources less.

Rulings: as Age A Urban Growth (a normal build or upgrade of an urban building without its
civil action; the discount never takes the cost below 0; not playable unless one is possible).
"""

from __future__ import annotations

from .a_urban_growth import UrbanGrowth


class UrbanGrowthIII(UrbanGrowth):
    key = "III:Urban Growth"
    text = "Build or upgrade an urban building; it costs 4 resources less."
    text_cs = "Postav nebo vylepši městskou budovu o 4 suroviny levněji."
    amount = 4
