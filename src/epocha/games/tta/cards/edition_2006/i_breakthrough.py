"""Breakthrough (Age I action card, 2006 edition).

Develop a technology, then score 2 science.

Rulings:
- As the New Story card: the ordered action is developing a technology (its science paid in
  full, without a civil action of its own), and only then are the 2 science scored.
- It may be used for a revolution if it is the only civil action of the turn (seed, changing
  the government: "pomocí akční karty Převratný objev ... pokud je to jediná civilní akce"),
  the revolution's cost in actions replacing the card's.
"""

from __future__ import annotations

from ..i_breakthrough import Breakthrough


class Breakthrough2006(Breakthrough):
    key = "I:Breakthrough (2006)"
    text = (
        "Develop a technology without a civil action; after paying its science, score 2 science. "
        "Or, as your only civil action this turn, declare a revolution."
    )
    text_cs = (
        "Vylož technologii bez civilní akce; po zaplacení její ceny získej 2 body vědy. Nebo, "
        "pokud je to tvá jediná civilní akce v tomto tahu, proveď revoluci."
    )
    bonus = 2
