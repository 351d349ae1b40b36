"""Mineral Deposits (Age III action card, 2006 edition).

Gain 4 resources.

Rulings:
- As the Age I and II cards, with 4 resources (the 2006 table: I 2, II 3, III 4): a direct
  gain, always playable (not in the turn the card was taken); the resources are blue tokens
  moved from the blue bank onto your mines (with too few in the bank, less is gained).
- Two copies in the 2006 Age III deck (the 2006 table, medium confidence).
- No New Story namesake. Bountiful Harvest is the same card for food.
"""

from __future__ import annotations

from .ii_mineral_deposits import MineralDepositsII2006


class MineralDepositsIII2006(MineralDepositsII2006):
    key = "III:Mineral Deposits (2006)"
    text = "Gain 4 resources."
    text_cs = "Získej 4 suroviny."
    amount = 4
