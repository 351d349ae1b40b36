"""Good Harvest (Age I event, 2006 edition).

Rulings:
- Each civilization's farms produce food at once, as in production (one blue token per worker,
  cards that change food production included); nothing is consumed, no corruption, no
  resources, no scoring.
- Plays exactly as the New Story card.
"""

from ..i_good_harvest import GoodHarvest


class GoodHarvest2006(GoodHarvest):
    key = "I:Good Harvest (2006)"
    text = "Each civilization's farms produce food now; no consumption, no corruption."
    text_cs = "Farmy všech národů hned vyprodukují jídlo; nic se nespotřebuje a korupce není."
