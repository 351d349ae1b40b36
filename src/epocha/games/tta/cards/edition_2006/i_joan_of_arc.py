"""Joan of Arc (Age I leader, 2006 edition).

Rulings:
- Your temples (each worker is a temple) add 1 strength for each happy face they give. Only
  temples: the New Story card also counts the government's faces.
- The strength is the civilization's, not the units' (seed appendix, strength bonuses).
- With St. Peter's Basilica the temples' faces count twice, and so does their strength (seed
  appendix: every face counts twice, "also for Joan of Arc").
- Nothing printed: the New Story card's +1 culture and +1 military action are not on the
  2006 card (the 2006 table), nor is its look at the top current event.
- Each time an aggression or a war is played against you, you score 5 culture. The Simple
  game has no aggressions nor wars; this part waits for the core (a hook telling the target's
  cards that an aggression or war was played against it) and the Advanced game.
"""

from __future__ import annotations

from ..i_joan_of_arc import JoanOfArc


class JoanOfArc2006(JoanOfArc):
    key = "I:Joan of Arc (2006)"
    face_types = ("temple",)
    text = (
        "Your temples give +1 strength for each of their happy faces. Each time an aggression or a "
        "war is played against you, score 5 culture."
    )
    text_cs = (
        "Tvé chrámy dávají +1 sílu za každou svou šťastnou značku. Pokaždé, když je proti tobě "
        "zahrána agrese nebo válka, získáš 5 bodů kultury."
    )

    def abilities(self, s, p, me):
        return []  # (no look at the current events)
