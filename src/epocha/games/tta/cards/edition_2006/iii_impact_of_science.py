"""Impact of Science (Age III event, 2006 edition; scored at the end of the game, or at once if
revealed during play).

Rulings:
- Civilizations are ranked by science rating and score by rank: 15/10/5/0 with four, 14/7/0
  with three, 10/0 with two civilizations in the game.
- Ties: the current player, then the next in turn order, ranks higher; at the end of the game
  the starting player counts as current (seed appendix).
- Plays exactly as the New Story card.
"""

from ..iii_impact_of_science import ImpactOfScience


class ImpactOfScience2006(ImpactOfScience):
    key = "III:Impact of Science (2006)"
    text = "Culture by science-rating rank: 15/10/5/0 (four players), 14/7/0 (three), 10/0 (two)."
    text_cs = "Body kultury podle pořadí v produkci vědy: 15/10/5/0 (čtyři hráči), 14/7/0 (tři), 10/0 (dva)."
