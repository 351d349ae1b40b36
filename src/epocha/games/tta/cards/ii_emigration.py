"""Emigration (Age II event).

Rulings:
- Discontent workers are counted raw (digest §22.17), just before that civilization loses its
  population; half, rounded up, go back to the yellow bank.
- Unused workers go first; for the rest the owner chooses the buildings or units to give up
  (`ctx.lose_population`). Civilizations decide clockwise from the revealer.
"""

from __future__ import annotations

from ..ratings import discontent
from ..rules_base import CardRules


class Emigration(CardRules):
    key = "II:Emigration"
    text = (
        "Each civilization loses population equal to half its discontent workers, rounded up "
        "(the workers go back to its yellow bank)."
    )
    text_cs = (
        "Každý národ ztratí tolik obyvatel, kolik je polovina jeho nespokojených dělníků "
        "(zaokrouhleno nahoru); žetony se vrátí do jeho žluté banky."
    )

    def play(self, ctx):
        ctx.take_turns(ctx.seats())
        self.next_civilization(ctx, None)

    def next_civilization(self, ctx, _answer):
        while (q := ctx.next_in_turn()) is not None:
            n = (discontent(ctx.s, ctx.player(q)) + 1) // 2
            if n:
                ctx.lose_population(n, q, then=self.next_civilization)
                return
