"""Patriotism (Age III action card, 2006 edition).

This turn, 1 extra military action and 4 resources for military units.

Rulings:
- As the Age I and II cards, with 4 resources (the 2006 table: A 1, I 2, II 3, III 4): both
  for this turn only. The resources are a pool paying the first resources spent on building
  and upgrading units this turn, however many units and whatever they cost (seed appendix,
  military discounts); never buildings or wonders; what is unused is lost at the end of the
  turn.
- A direct gain, always playable (not in the turn the card was taken).
"""

from __future__ import annotations

from .ii_patriotism import PatriotismII2006


class PatriotismIII2006(PatriotismII2006):
    key = "III:Patriotism (2006)"
    text = "This turn: 1 extra military action and 4 resources for building or upgrading military units."
    text_cs = "V tomto tahu: 1 vojenská akce navíc a sleva 4 suroviny na stavbu či vylepšení jednotek."
    amount = 4
