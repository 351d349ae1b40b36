"""New Deposits (Age I event, 2006 edition).

Rulings:
- Each civilization's mines produce resources at once, as in production (one blue token per
  worker, cards that change mine production included); no corruption, no food, no scoring.
- Plays exactly as the New Story card.
"""

from ..i_new_deposits import NewDeposits


class NewDeposits2006(NewDeposits):
    key = "I:New Deposits (2006)"
    text = "Each civilization's mines produce resources now; no corruption."
    text_cs = "Doly všech národů hned vytěží suroviny; korupce se nepočítá."
