"""Patriotism (Age I action card, 2006 edition).

This turn, 1 extra military action and 2 resources for military units.

Rulings:
- As the New Story card: both for this turn only. The 2 resources are a pool paying the first
  resources spent on building and upgrading units this turn, however many (seed appendix,
  military discounts, and its example: Warriors -> Swordsmen for 1, then a unit for 2 - 1,
  then one at full cost).
"""

from __future__ import annotations

from ..i_patriotism import PatriotismI


class Patriotism2006(PatriotismI):
    key = "I:Patriotism (2006)"
    text = "This turn: 1 extra military action and 2 resources for building or upgrading military units."
    text_cs = "V tomto tahu: 1 vojenská akce navíc a sleva 2 suroviny na stavbu či vylepšení jednotek."
    amount = 2
