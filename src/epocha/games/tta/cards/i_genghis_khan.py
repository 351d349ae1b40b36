"""Genghis Khan (Age I leader).

Rulings:
- When armies are formed for your tactic, each infantry unit counts as infantry or as
  cavalry (not both), whichever gives more strength (also for the armies of a colonization
  force). For every other card they stay infantry.
- At the end of each of your turns (before production, also in an uprising), score 3
  culture if you are one of the two strongest civilizations; you win every tie. With two
  players: only if you are the strongest (ties yours).
- This culture is scored, not produced: it is no part of the culture rating.
"""

from __future__ import annotations

from ..rules_base import CardRules


class GenghisKhan(CardRules):
    key = "I:Genghis Khan"
    infantry_as_cavalry = True
    text = (
        "Your infantry may count as cavalry for tactics. At the end of your turn, score 3 culture "
        "if you are one of the two strongest civilizations (you win ties)."
    )
    text_cs = (
        "Tvá pěchota se pro taktiky může počítat jako jezdectvo. Na konci svého tahu získáš 3 body "
        "kultury, pokud jsi jednou ze dvou nejsilnějších civilizací (remízy vyhráváš)."
    )

    def end_of_turn(self, ctx, me):
        if ctx.me in ctx.strongest(2):
            ctx.score(culture=3)
