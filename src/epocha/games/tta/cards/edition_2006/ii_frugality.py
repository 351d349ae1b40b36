"""Frugality (Age II action card, 2006 edition).

Increase your population, then gain 3 food.

Rulings:
- As the Age I card, with 3 food instead of 2: the new worker's full food cost is paid first,
  then the 3 food are gained. It is not a discount (seed: with too little food the card
  cannot be used), so the food never helps to pay; not playable with an empty yellow bank or
  too little food.
"""

from __future__ import annotations

from .i_frugality import Frugality2006


class FrugalityII2006(Frugality2006):
    key = "II:Frugality (2006)"
    text = "Increase your population (paying its food cost), then gain 3 food."
    text_cs = "Zvyš počet obyvatel (zaplať jeho cenu v jídle), pak získej 3 jídla."
    food = 3
