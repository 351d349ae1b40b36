"""Barbarians (Age I event).

Rulings:
- The civilization with the most culture points is a comparison with the tie-break: the
  current player, then the next in turn order, wins a tie (which is the disadvantage the
  seed warns about). If that civilization is also one of the two weakest (the weakest with
  two players; ties as in every comparison: the current player counts as the stronger), it
  loses 1 population (unused workers first, otherwise its owner chooses).
"""

from ..rules_base import CardRules


class Barbarians(CardRules):
    key = "I:Barbarians"
    text = (
        "If the civilization with the most culture points is one of the two weakest "
        "civilizations, it loses 1 population."
    )
    text_cs = "Je-li národ s nejvíce body kultury jedním ze dvou nejslabších národů, přijde o 1 obyvatele."

    def play(self, ctx):
        leader = ctx.rank(lambda q: ctx.player(q).culture, highest=True)[0]
        if leader in ctx.weakest(2):
            ctx.lose_population(1, q=leader)
