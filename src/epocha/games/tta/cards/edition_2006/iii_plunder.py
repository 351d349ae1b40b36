"""Plunder (Age III aggression, 2006 edition): as the Age I card (`i_plunder`), worth 8 (the New
Story card: 7).

Rulings:
- The defender loses food and resources worth 8 in total, or all it has if less; the attacker
  chooses the split and produces exactly what was lost, from its own blue bank.
- It cannot be played against a civilization with neither food nor resources.
"""

from ..iii_plunder import PlunderIII
from .i_plunder import Plunder2006


class PlunderIII2006(Plunder2006, PlunderIII):
    key = "III:Plunder (2006)"
    amount = 8
    text = (
        "Aggression. The defender loses 8 food and resources in all, split as you choose; "
        "you produce as much."
    )
    text_cs = (
        "Agrese. Napadený ztratí celkem 8 jídel a surovin v poměru podle vaší volby; "
        "vy jich tolik vyprodukujete."
    )
