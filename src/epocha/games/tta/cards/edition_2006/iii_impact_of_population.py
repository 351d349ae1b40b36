"""Impact of Population (Age III event, 2006 edition; scored at the end of the game, or at once
if revealed during play).

Rulings:
- The workers are all yellow tokens out of the yellow bank (on cards or unused); the content
  ones are those less the discontent workers. Each content worker past the tenth scores 2
  culture.
- Plays exactly as the New Story card.
"""

from ..iii_impact_of_population import ImpactOfPopulation


class ImpactOfPopulation2006(ImpactOfPopulation):
    key = "III:Impact of Population (2006)"
    text = "Each civilization scores 2 culture per content worker past its tenth."
    text_cs = "Každý národ získá 2 body kultury za každého spokojeného človíka nad deset."
