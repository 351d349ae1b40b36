"""Enslave (Age I aggression, 2006 edition).

Rulings:
- The defender loses 1 population: an unused worker if it has one, otherwise a worker from a
  building or unit of its own choice (the seed: the loser chooses what to destroy when it has
  no unused worker), back to its yellow bank.
- The attacker then produces 3 resources (the New Story card gives 2 food and 2 resources),
  from its own blue bank, only if a worker was lost.
- It cannot be played against a civilization without any population (seed: no aggression
  against a civilization that has nothing of what the card takes).
"""

from ..i_enslave import Enslave


class Enslave2006(Enslave):
    key = "I:Enslave (2006)"
    text = "Aggression. The defender loses 1 population; you produce 3 resources."
    text_cs = "Agrese. Napadený přijde o 1 obyvatele; vy vyprodukujete 3 suroviny."

    def can_target(self, s, attacker, rival):
        return rival.pool + sum(rival.workers.values()) > 0

    def gain(self, ctx, _answer):
        if ctx.vars["had"]:
            ctx.gain("resources", 3)
