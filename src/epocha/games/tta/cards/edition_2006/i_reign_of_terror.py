"""Reign of Terror (Age I event, 2006 edition).

Rulings:
- The weakest civilization loses 1 population (an unused worker first, otherwise its owner picks
  a building or unit). Among civilizations tied for weakest, the one furthest after the current
  player in turn order is the weakest (the seed's tie rule).
- Plays exactly as the New Story card.
"""

from ..i_reign_of_terror import ReignOfTerror


class ReignOfTerror2006(ReignOfTerror):
    key = "I:Reign of Terror (2006)"
    text = "The weakest civilization loses 1 population."
    text_cs = "Nejslabší národ přijde o jednoho obyvatele."
