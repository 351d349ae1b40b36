"""Efficient Upgrade (Age I action card, 2006 edition).

Upgrade a farm, mine or urban building for 2 resources less.

Rulings:
- As the New Story's Age II card (3 less; the New Story has no Age I one): a normal upgrade
  (lasting discounts such as Masonry's apply to both costs before the difference) without its
  civil action, then 2 resources less, never below 0; only an upgrade, no new building and no
  military units; not playable unless such an upgrade is possible and affordable.
- Two copies in the 2006 Age I deck (the 2006 table).
"""

from __future__ import annotations

from ..ii_efficient_upgrade import EfficientUpgrade


class EfficientUpgrade2006(EfficientUpgrade):
    key = "I:Efficient Upgrade (2006)"
    text = "Upgrade a farm, mine or urban building; it costs 2 resources less."
    text_cs = "Vylepši farmu, důl nebo městskou budovu o 2 suroviny levněji."
    amount = 2
