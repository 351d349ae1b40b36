"""Patriotism (Age II action card, 2006 edition).

This turn, 1 extra military action and 3 resources for military units.

Rulings:
- As the Age I card, with 3 resources instead of 2: both for this turn only. The resources
  are a pool paying the first resources spent on building and upgrading units this turn,
  however many units and whatever they cost (seed appendix, military discounts); they never
  pay for buildings or wonders, and what is unused is lost at the end of the turn.
- A direct gain, always playable.
"""

from __future__ import annotations

from .i_patriotism import Patriotism2006


class PatriotismII2006(Patriotism2006):
    key = "II:Patriotism (2006)"
    text = "This turn: 1 extra military action and 3 resources for building or upgrading military units."
    text_cs = "V tomto tahu: 1 vojenská akce navíc a sleva 3 suroviny na stavbu či vylepšení jednotek."
    amount = 3
