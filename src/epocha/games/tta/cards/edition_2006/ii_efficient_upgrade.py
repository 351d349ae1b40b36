"""Efficient Upgrade (Age II action card, 2006 edition).

Upgrade a farm, mine or urban building for 3 resources less.

Rulings:
- As the Age I card, with 3 resources off instead of 2 (the same number as the New Story's
  Age II card): a normal upgrade (lasting discounts apply to both costs before the
  difference) without its civil action, then 3 resources less, never below 0 (the rest is
  lost).
- Exactly its printed action (seed appendix, building discounts): only an upgrade, no new
  building and no military units.
- Not playable unless such an upgrade is possible and affordable.
- Two copies in the 2006 Age II deck (the 2006 table).
"""

from __future__ import annotations

from .i_efficient_upgrade import EfficientUpgrade2006


class EfficientUpgradeII2006(EfficientUpgrade2006):
    key = "II:Efficient Upgrade (2006)"
    text = "Upgrade a farm, mine or urban building; it costs 3 resources less."
    text_cs = "Vylepši farmu, důl nebo městskou budovu o 3 suroviny levněji."
    amount = 3
