"""Impact of Progress (Age III event, 2006 edition; scored at the end of the game, or at once if
revealed during play).

Rulings:
- The government's level and the level of each special technology in play count, 2 culture per
  level (Despotism is level 0).
- Plays exactly as the New Story card.
"""

from ..iii_impact_of_progress import ImpactOfProgress


class ImpactOfProgress2006(ImpactOfProgress):
    key = "III:Impact of Progress (2006)"
    text = "Each civilization scores 2 culture per level of its government and special technologies."
    text_cs = "Každý národ získá 2 body kultury za každý stupeň svého zřízení a svých extra vynálezů."
