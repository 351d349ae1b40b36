"""Barbarians (Age I event, 2006 edition).

Rulings:
- The civilization with the most culture points is found with the usual tie-break (the current
  player, then the next in turn order, counts as having more: the seed applies the strength
  tie rule to most and least culture too). If it is also one of the two weakest (the weakest
  with two players), it loses 1 population: an unused worker first, otherwise its owner gives
  up a building or unit.
- Plays exactly as the New Story card.
"""

from ..i_barbarians import Barbarians


class Barbarians2006(Barbarians):
    key = "I:Barbarians (2006)"
    text = "The culture leader loses 1 population if it is among the two weakest civilizations."
    text_cs = "Národ s nejvíce body kultury přijde o 1 obyvatele, patří-li mezi dva nejslabší národy."
