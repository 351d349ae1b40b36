"""Michelangelo (Age I leader, 2006 edition).

Rulings:
- As the New Story card, your temples, theaters (each worker is a building) and completed
  wonders add 1 culture for each happy face they give; with St. Peter's Basilica each face
  counts twice, so it gives 2 culture (seed appendix).
- Taking a wonder from the card row costs 1 civil action less (never below 0); the New Story
  card instead waives the extra action for each wonder you have completed. In 2006 that
  extra action is paid.
"""

from __future__ import annotations

from ..i_michelangelo import Michelangelo


class Michelangelo2006(Michelangelo):
    key = "I:Michelangelo (2006)"
    text = (
        "Your temples, theaters and wonders give +1 culture for each of their happy faces. Taking a "
        "wonder costs 1 civil action less."
    )
    text_cs = (
        "Tvé chrámy, divadla a divy dávají +1 kulturu za každou svou šťastnou značku. Vzít si div "
        "tě stojí o 1 civilní akci méně."
    )

    def ignores_wonder_surcharge(self, s, p, me):
        return False

    def discount(self, s, p, me, purpose, target):
        return 1 if purpose == "take_wonder" else 0
