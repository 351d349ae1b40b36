"""Aristotle (Age A leader).

Rulings:
- "A technology card" is any card with the technology frame: farms, mines, urban
  buildings, military units, special technologies and governments. Leaders, wonders and
  action cards score nothing.
- Only taking the card from the card row counts (each card taken: +1 science), not
  developing it. Aristotle must be in play when the card is taken: the turn he is only in
  your hand gives nothing.
"""

from __future__ import annotations

from ..catalog import facts
from ..rules_base import CardRules


class Aristotle(CardRules):
    key = "A:Aristotle"
    text = "Each time you take a technology card from the card row, score 1 science."
    text_cs = "Pokaždé, když si z nabídky vezmeš kartu technologie, získáš 1 bod vědy."

    def on_take(self, ctx, me, card):
        if facts(card).is_technology:
            ctx.score(science=1)
