"""Frugality (Age II action card): increase your population, then gain 3 food.

Rulings: as Age A Frugality (the full food cost is paid first; the food gained cannot pay
for the worker; not playable with an empty yellow bank).
"""

from __future__ import annotations

from .a_frugality import Frugality


class FrugalityII(Frugality):
    key = "II:Frugality"
    text = "Increase your population (paying its food cost), then gain 3 food."
    text_cs = "Zvyš populaci (zaplať její cenu v jídle), pak získej 3 jídla."
    food = 3
