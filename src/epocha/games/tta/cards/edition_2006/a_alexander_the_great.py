"""Alexander the Great (Age A leader, 2006 edition).

Rulings:
- Every military unit in play (each worker on a unit technology) adds 1 to the strength
  rating: the New Story card's bonus, which this card keeps. It raises the civilization's
  strength, not the units' (seed 2006 appendix, strength bonuses: a sacrificed unit counts
  only its normal value).
- Differs from the New Story card: the 2006 card has no political action. He cannot be
  removed from play for a yellow token; he leaves only as any leader does (replaced, or at
  the end of an age).
"""

from __future__ import annotations

from ..a_alexander_the_great import AlexanderTheGreat


class AlexanderTheGreat2006(AlexanderTheGreat):
    key = "A:Alexander the Great (2006)"
    text = "Each of your military units gives +1 strength."
    text_cs = "Každá tvá vojenská jednotka dává +1 sílu."

    def abilities(self, s, p, me):
        return []  # (the New Story's political action is not on the 2006 card)
