"""Efficient Upgrade (Age III action card): upgrade a farm, mine or urban building for 4
resources less.

Rulings: as Age II Efficient Upgrade (a normal upgrade without its civil action, never below
0; no builds, no units; not playable unless an upgrade is possible).
"""

from __future__ import annotations

from .ii_efficient_upgrade import EfficientUpgrade


class EfficientUpgradeIII(EfficientUpgrade):
    key = "III:Efficient Upgrade"
    text = "Upgrade a farm, mine or urban building; it costs 4 resources less."
    text_cs = "Vylepši farmu, důl nebo městskou budovu o 4 suroviny levněji."
    amount = 4
