"""Reign of Terror (Age I event).

Rulings:
- The weakest civilization (strength rating) loses 1 population: an unused worker first,
  otherwise its owner chooses a building or unit to give up; the token returns to the
  yellow bank (§16.3). Nothing to lose, nothing happens.
- Ties: the seed gives the higher value to the current player, then to the next players in
  turn order ("Vyšší hodnotu má aktuální hráč"). So among civilizations tied for weakest, the
  one furthest from the current player in turn order is the weakest (`Ctx.weakest`).
"""

from ..rules_base import CardRules


class ReignOfTerror(CardRules):
    key = "I:Reign of Terror"
    text = "The weakest civilization loses 1 population."
    text_cs = "Nejslabší národ přijde o 1 obyvatele."

    def play(self, ctx):
        ctx.lose_population(1, q=ctx.weakest()[0])
