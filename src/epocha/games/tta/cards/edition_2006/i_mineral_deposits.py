"""Mineral Deposits (Age I action card, 2006 edition).

Gain 2 resources.

Rulings:
- As Bountiful Harvest, for resources: a direct gain, always playable; the resources come as
  blue tokens from the blue bank onto your mines (with too few tokens, less is gained).
- No New Story namesake (the New Story's Age I New Deposits is an event).
"""

from __future__ import annotations

from .i_bountiful_harvest import BountifulHarvest2006


class MineralDeposits2006(BountifulHarvest2006):
    key = "I:Mineral Deposits (2006)"
    text = "Gain 2 resources."
    text_cs = "Získej 2 suroviny."
    kind = "resources"
    amount = 2
