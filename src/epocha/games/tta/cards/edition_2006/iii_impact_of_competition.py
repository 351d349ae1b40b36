"""Impact of Competition (Age III event, 2006 edition; scored at the end of the game, or at once
if revealed during play).

Rulings:
- Each military unit and each arena (a worker on the card) scores its card's level; Warriors
  and other Age A cards score nothing.
- Plays exactly as the New Story card.
"""

from ..iii_impact_of_competition import ImpactOfCompetition


class ImpactOfCompetition2006(ImpactOfCompetition):
    key = "III:Impact of Competition (2006)"
    text = "Each civilization scores the level of every military unit and arena it has, in culture."
    text_cs = (
        "Každý národ získá za každou svou vojenskou jednotku a arénu tolik bodů kultury, "
        "kolik je její stupeň."
    )
