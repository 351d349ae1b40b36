"""Impact of Architecture (Age III event, 2006 edition; scored at the end of the game, or at
once if revealed during play).

Rulings:
- Each urban building (a worker on a lab, temple, library, theater or arena) scores its card's
  level; Age A buildings score nothing.
- Plays exactly as the New Story card.
"""

from ..iii_impact_of_architecture import ImpactOfArchitecture


class ImpactOfArchitecture2006(ImpactOfArchitecture):
    key = "III:Impact of Architecture (2006)"
    text = "Each civilization scores the level of every urban building it has, in culture."
    text_cs = "Každý národ získá za každou svou městskou budovu tolik bodů kultury, kolik je její stupeň."
