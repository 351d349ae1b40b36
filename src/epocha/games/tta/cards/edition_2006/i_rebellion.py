"""Rebellion (Age I event, 2006 edition).

Rulings:
- Each civilization gives up 2 civil actions, with no effect, for every discontent worker it
  has (counted even when unused workers fill the empty columns), from the actions it has left.
- "On its next turn": the player who revealed the card is at the start of its turn, so it loses
  them from this turn; the others lose them from their next turn (actions come back only at the
  end of one's own turn). This is the New Story card's reading, so the card plays as it does.
- A game without discontent (the Simple game counts happy faces only at the end) has no
  discontent workers, so there the card does nothing.
"""

from ..i_rebellion import Rebellion


class Rebellion2006(Rebellion):
    key = "I:Rebellion (2006)"
    text = "On its next turn, each civilization loses 2 civil actions per discontent worker."
    text_cs = "Každý národ ve svém příštím tahu přijde o 2 civilní akce za každého nespokojeného človíka."
