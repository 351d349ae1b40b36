"""Efficient Upgrade (Age III action card, 2006 edition).

Upgrade a farm, mine or urban building for 4 resources less.

Rulings:
- As the Age I and II cards, with 4 resources off (the 2006 table: I 2, II 3, III 4): a
  normal upgrade (lasting discounts apply to both costs before the difference) without its
  civil action, then 4 resources less, never below 0 (the rest is lost).
- Exactly its printed action (seed appendix, building discounts): only an upgrade, no new
  building and no military units.
- Not playable unless such an upgrade is possible and affordable.
- Two copies in the 2006 Age III deck (the 2006 table, medium confidence).
"""

from __future__ import annotations

from .ii_efficient_upgrade import EfficientUpgradeII2006


class EfficientUpgradeIII2006(EfficientUpgradeII2006):
    key = "III:Efficient Upgrade (2006)"
    text = "Upgrade a farm, mine or urban building; it costs 4 resources less."
    text_cs = "Vylepši farmu, důl nebo městskou budovu o 4 suroviny levněji."
    amount = 4
