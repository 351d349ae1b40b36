"""National Pride (Age II event).

Rulings:
- "The civilization with the most culture" is one civilization: ties go to the current player,
  then the next ones in turn order (`ctx.rank`).
"""

from __future__ import annotations

from ..rules_base import CardRules


class NationalPride(CardRules):
    key = "II:National Pride"
    text = "The civilization with the most culture points scores 5 culture."
    text_cs = "Národ s nejvíce body kultury získá 5 bodů kultury."

    def play(self, ctx):
        q = ctx.rank(lambda q: ctx.player(q).culture, highest=True)[0]
        ctx.score(culture=5, q=q)
