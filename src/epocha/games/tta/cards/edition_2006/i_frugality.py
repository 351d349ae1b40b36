"""Frugality (Age I action card, 2006 edition).

Increase your population, then gain 2 food.

Rulings:
- As the New Story card: the full food cost of the new worker is paid first, then 2 food is
  gained (no discount: that food never helps to pay); not playable with an empty yellow bank
  or too little food.
"""

from __future__ import annotations

from ..i_frugality import FrugalityI


class Frugality2006(FrugalityI):
    key = "I:Frugality (2006)"
    text = "Increase your population (paying its food cost), then gain 2 food."
    text_cs = "Zvyš počet obyvatel (zaplať jeho cenu v jídle), pak získej 2 jídla."
    food = 2
