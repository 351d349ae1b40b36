"""Mineral Deposits (Age II action card, 2006 edition).

Gain 3 resources.

Rulings:
- As the Age I card, with 3 resources instead of 2: a direct gain, always playable; the
  resources are blue tokens moved from the blue bank onto your mines (with too few tokens in
  the bank, less is gained).
- No New Story namesake. Bountiful Harvest is the same card for food.
"""

from __future__ import annotations

from .i_mineral_deposits import MineralDeposits2006


class MineralDepositsII2006(MineralDeposits2006):
    key = "II:Mineral Deposits (2006)"
    text = "Gain 3 resources."
    text_cs = "Získej 3 suroviny."
    amount = 3
