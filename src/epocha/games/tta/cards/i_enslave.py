"""Enslave (Age I aggression).

Rulings:
- The defender loses 1 population: an unused worker if it has one, otherwise a worker from a
  building or unit of its own choice, back to its yellow bank (as every "lose population").
- The attacker then gains 2 food and 2 resources, but only if a worker was lost: the attacker
  cannot gain more than the defender can lose (the seed, for every aggression).
"""

from ..rules_base import CardRules


class Enslave(CardRules):
    key = "I:Enslave"
    text = "Aggression. The defender loses 1 population; you gain 2 food and 2 resources."
    text_cs = "Agrese. Napadený ztratí 1 obyvatele; vy získáte 2 jídla a 2 suroviny."

    def play(self, ctx):
        rival = ctx.player(ctx.rival)
        ctx.vars["had"] = rival.pool + sum(rival.workers.values())
        ctx.lose_population(1, q=ctx.rival, then=self.gain)

    def gain(self, ctx, _answer):
        if ctx.vars["had"]:
            ctx.gain("food", 2)
            ctx.gain("resources", 2)
