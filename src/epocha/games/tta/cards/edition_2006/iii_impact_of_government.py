"""Impact of Government (Age III event, 2006 edition; scored at the end of the game, or at once
if revealed during play).

Rulings:
- The civilization's total civil and military actions from every card in play count, spent or
  not: 2 culture per civil action, 1 per military action.
- Plays exactly as the New Story card.
"""

from ..iii_impact_of_government import ImpactOfGovernment


class ImpactOfGovernment2006(ImpactOfGovernment):
    key = "III:Impact of Government (2006)"
    text = "Each civilization scores 2 culture per civil action and 1 per military action it has."
    text_cs = "Každý národ získá 2 body kultury za každou svou civilní akci a 1 bod za každou vojenskou."
