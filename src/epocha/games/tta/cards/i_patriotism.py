"""Patriotism (Age I action card): this turn, 2 resources for military units and 1 extra
military action.

Rulings: as Age A Patriotism (both gains for this turn only, outside the totals; the
resources pay for building and upgrading units only; always playable).
"""

from __future__ import annotations

from .a_patriotism import Patriotism


class PatriotismI(Patriotism):
    key = "I:Patriotism"
    text = "This turn: 1 extra military action and 2 resources for building or upgrading military units."
    text_cs = "V tomto tahu: 1 vojenská akce navíc a 2 suroviny na stavbu či vylepšení vojenských jednotek."
    amount = 2
