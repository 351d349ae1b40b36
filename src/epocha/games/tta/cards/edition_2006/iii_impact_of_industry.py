"""Impact of Industry (Age III event, 2006 edition; scored at the end of the game, or at once if
revealed during play).

Rulings:
- Only mines count: the resources they produce in a production phase (cards that change mine
  production included), before corruption, in full even if the blue bank is short. Labs
  producing under Bill Gates do not count.
- Plays exactly as the New Story card.
"""

from ..iii_impact_of_industry import ImpactOfIndustry


class ImpactOfIndustry2006(ImpactOfIndustry):
    key = "III:Impact of Industry (2006)"
    text = "Each civilization scores culture equal to the resources its mines produce."
    text_cs = "Každý národ získá tolik bodů kultury, kolik surovin vytěží jeho doly."
