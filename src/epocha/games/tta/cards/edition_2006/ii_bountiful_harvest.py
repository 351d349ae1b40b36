"""Bountiful Harvest (Age II action card, 2006 edition).

Gain 3 food.

Rulings:
- As the Age I card, with 3 food instead of 2: a direct gain, always playable (its civil
  action is paid by the core, which forbids playing it in the turn it was taken).
- The food is moved as blue tokens from the blue bank onto your farms, as production does
  (seed: taking food means moving tokens, not new ones); with too few tokens in the bank,
  less is gained.
- No New Story namesake. Mineral Deposits is the same card for resources.
"""

from __future__ import annotations

from .i_bountiful_harvest import BountifulHarvest2006


class BountifulHarvestII2006(BountifulHarvest2006):
    key = "II:Bountiful Harvest (2006)"
    text = "Gain 3 food."
    text_cs = "Získej 3 jídla."
    amount = 3
