"""Cultural Influence (Age I event, 2006 edition).

Rulings:
- Each civilization at once scores as much culture as its culture rating (what its production
  would score); a rating of 0 scores nothing.
- Plays exactly as the New Story card.
"""

from ..i_cultural_influence import CulturalInfluence


class CulturalInfluence2006(CulturalInfluence):
    key = "I:Cultural Influence (2006)"
    text = "Each civilization gains culture points equal to its culture rating."
    text_cs = "Každý národ si připíše body kultury ve výši své produkce kultury."
