"""Moses (Age A leader, 2006 edition).

Rulings:
- Increasing your population costs 1 food less (never below 0): the civil action and any
  card that orders it (the seed's card: "Zvýšení populace tě stojí o 1 [jídlo] méně").
- Plays as the New Story card.
"""

from __future__ import annotations

from ..a_moses import Moses


class Moses2006(Moses):
    key = "A:Moses (2006)"
    text = "Increasing your population costs 1 food less."
    text_cs = "Zvýšení počtu obyvatel tě stojí o 1 jídlo méně."
