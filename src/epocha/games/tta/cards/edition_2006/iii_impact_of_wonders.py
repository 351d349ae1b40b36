"""Impact of Wonders (Age III event, 2006 edition; scored at the end of the game, or at once if
revealed during play).

Rulings:
- Each completed wonder scores by its age: 5 culture for Age A, 4 for Age I, 3 for Age II, 2 for
  Age III. A wonder still being built does not count.
- Plays exactly as the New Story card.
"""

from ..iii_impact_of_wonders import ImpactOfWonders


class ImpactOfWonders2006(ImpactOfWonders):
    key = "III:Impact of Wonders (2006)"
    text = "Each civilization scores culture per completed wonder: 5 (Age A), 4 (I), 3 (II), 2 (III)."
    text_cs = "Každý národ získá body kultury za každý dokončený div: 5 (věk A), 4 (I), 3 (II), 2 (III)."
