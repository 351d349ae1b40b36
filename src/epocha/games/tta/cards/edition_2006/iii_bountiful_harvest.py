"""Bountiful Harvest (Age III action card, 2006 edition).

Gain 4 food.

Rulings:
- As the Age I and II cards, with 4 food (the 2006 table: I 2, II 3, III 4): a direct gain,
  always playable (not in the turn the card was taken).
- The food is blue tokens moved from the blue bank onto your farms, as production does; with
  too few tokens in the bank, less is gained.
- No New Story namesake. Mineral Deposits is the same card for resources.
"""

from __future__ import annotations

from .ii_bountiful_harvest import BountifulHarvestII2006


class BountifulHarvestIII2006(BountifulHarvestII2006):
    key = "III:Bountiful Harvest (2006)"
    text = "Gain 4 food."
    text_cs = "Získej 4 jídla."
    amount = 4
