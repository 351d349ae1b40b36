"""Impact of Happiness (Age III event, 2006 edition; scored at the end of the game, or at once if
revealed during play).

Rulings:
- 2 culture per happy face of the happiness rating (8 faces at most, so 16 culture at most),
  less 2 culture per discontent worker; a negative total loses culture, never below 0. A game
  without discontent (the Simple game) counts only the faces.
- Plays exactly as the New Story card.
"""

from ..iii_impact_of_happiness import ImpactOfHappiness


class ImpactOfHappiness2006(ImpactOfHappiness):
    key = "III:Impact of Happiness (2006)"
    text = "Each civilization scores 2 culture per happy face (16 at most), less 2 per discontent worker."
    text_cs = (
        "Každý národ získá 2 body kultury za každou šťastnou značku (nejvýše 16) "
        "a odečte 2 body za každého nespokojeného človíka."
    )
