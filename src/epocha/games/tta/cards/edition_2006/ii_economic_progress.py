"""Economic Progress (Age II event, 2006 edition).

Rulings:
- Every civilization's farms and mines produce at once, with the usual consumption (famine
  costs 4 culture per missing food) and corruption: the production steps of the end of a turn,
  without scoring science or culture. An uprising does not stop it.
- Corruption is paid as the edition's game pays it at the end of a turn (`production`); the
  Simple game has none.
- Plays as the New Story card.
"""

from __future__ import annotations

from ..ii_economic_progress import EconomicProgress


class EconomicProgress2006(EconomicProgress):
    key = "II:Economic Progress (2006)"
    text = (
        "Every civilization produces food and resources at once, feeding its people and paying "
        "corruption as usual, but scores no points."
    )
    text_cs = (
        "Každý národ ihned vyprodukuje jídlo a suroviny, nasytí obyvatele a zaplatí korupci jako "
        "obvykle, body však nezíská."
    )
