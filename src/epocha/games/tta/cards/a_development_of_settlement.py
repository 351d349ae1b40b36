"""Development of Settlement (Age A event).

Rulings:
- Every civilization increases its population by 1 as an effect: a yellow token moves from
  its yellow bank to its unused workers, with no food paid (§16.3). With an empty yellow
  bank it gains nothing (§22.27).
"""

from ..rules_base import CardRules


class DevelopmentOfSettlement(CardRules):
    key = "A:Development of Settlement"
    text = "Every civilization gains 1 population (no food is paid)."
    text_cs = "Každý národ zvýší počet obyvatel o 1 (bez placení jídla)."

    def play(self, ctx):
        for q in ctx.seats():
            ctx.increase_population(q=q)
