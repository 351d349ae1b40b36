"""Frugality (Age A action card, 2006 edition): increase your population, then gain 1 food.

Rulings:
- Plays as the New Story card: the normal population increase without its civil action, at
  its full food cost (lasting discounts such as Moses first), and only then 1 food; the food
  gained never helps to pay for the worker, so it cannot be played without the food to pay
  or with an empty yellow bank.
"""

from __future__ import annotations

from ..a_frugality import Frugality


class Frugality2006(Frugality):
    key = "A:Frugality (2006)"
    text = "Increase your population (paying its food cost), then gain 1 food."
    text_cs = "Zvyš populaci (zaplať její cenu v jídle), pak získej 1 jídlo."
