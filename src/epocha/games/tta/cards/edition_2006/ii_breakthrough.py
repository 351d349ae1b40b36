"""Breakthrough (Age II action card, 2006 edition).

Develop a technology, then score 4 science.

Rulings:
- As the Age I card, with 4 science instead of 2 (the New Story's Age II card gives 3): the
  technology's science is paid in full first, without a civil action of its own, and only
  then are the 4 science scored, so they never help to pay.
- Used for a revolution when it is the turn's only civil action (seed, changing the
  government, names this card), the revolution's cost in actions replacing the card's; the
  4 science follow the revolution too.
- Not playable unless such a development or revolution is possible and affordable.
"""

from __future__ import annotations

from .i_breakthrough import Breakthrough2006


class BreakthroughII2006(Breakthrough2006):
    key = "II:Breakthrough (2006)"
    text = (
        "Develop a technology without a civil action; after paying its science, score 4 science. "
        "Or, as your only civil action this turn, declare a revolution."
    )
    text_cs = (
        "Vylož technologii bez civilní akce; po zaplacení její ceny získej 4 body vědy. Nebo, "
        "pokud je to tvá jediná civilní akce v tomto tahu, proveď revoluci."
    )
    bonus = 4
