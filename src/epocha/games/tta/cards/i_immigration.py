"""Immigration (Age I event).

Rulings:
- "All civilizations with the most happy faces": no tie-break, every tied civilization
  gains (§12.2). Happy faces are the happiness rating, 0 to 8 (§22.28): 9 and 8 faces tie.
- The gain is an effect: a yellow token from the yellow bank to the unused workers, no food
  paid; with an empty yellow bank nothing is gained (§22.27).
"""

from ..rules_base import CardRules


class Immigration(CardRules):
    key = "I:Immigration"
    text = "All civilizations with the most happy faces gain 1 population (no food is paid)."
    text_cs = "Všechny národy s nejvíce šťastnými obličeji zvýší počet obyvatel o 1 (bez placení jídla)."

    def play(self, ctx):
        for q in ctx.all_with(lambda q: ctx.ratings(q).happy, highest=True):
            ctx.increase_population(q=q)
