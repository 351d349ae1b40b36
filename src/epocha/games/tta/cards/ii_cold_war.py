"""Cold War (Age II event).

Rulings:
- "The two strongest" uses the tie-break (`ctx.strongest`); with two players it is only the
  strongest (digest §12.2).
"""

from __future__ import annotations

from ..rules_base import CardRules


class ColdWar(CardRules):
    key = "II:Cold War"
    text = "The two strongest civilizations score 6 science each."
    text_cs = "Dva nejsilnější národy získají každý 6 bodů vědy."

    def play(self, ctx):
        for q in ctx.strongest(2):
            ctx.score(science=6, q=q)
