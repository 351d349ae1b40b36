"""Pestilence (Age I event).

Rulings:
- Every civilization loses 1 population, clockwise from the player who revealed the event:
  an unused worker if it has one, otherwise its owner chooses which building or unit to
  give up (§16.3); the token returns to the yellow bank.
"""

from ..rules_base import CardRules


class Pestilence(CardRules):
    key = "I:Pestilence"
    text = "Every civilization loses 1 population."
    text_cs = "Každý národ přijde o 1 obyvatele."

    def play(self, ctx):
        ctx.take_turns(ctx.seats())
        self.next_player(ctx, None)

    def next_player(self, ctx, _answer):
        if (q := ctx.next_in_turn()) is not None:
            ctx.lose_population(1, q=q, then=self.next_player)
