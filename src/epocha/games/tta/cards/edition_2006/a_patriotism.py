"""Patriotism (Age A action card, 2006 edition): this turn, 1 extra military action and 1
resource for military units.

Rulings:
- Plays as the New Story card. The resource is a pool for the turn (seed 2006 appendix,
  military discounts: the first resources spent on recruiting or upgrading units that turn
  are free, whatever the number or cost of the units); it never pays for buildings or
  wonders. Both gains are lost at the end of the turn.
- In the Simple game no military cards are drawn, so an unused extra military action gives
  nothing.
"""

from __future__ import annotations

from ..a_patriotism import Patriotism


class Patriotism2006(Patriotism):
    key = "A:Patriotism (2006)"
    text = "This turn: 1 extra military action and 1 resource for building or upgrading military units."
    text_cs = "V tomto tahu: 1 vojenská akce navíc a 1 surovina na stavbu či vylepšení vojenských jednotek."
