"""Prosperity (Age II event).

Rulings:
- The happy faces are the happiness rating, which is at most 8 (digest §22.28); the food comes
  from the blue bank, as much of it as the bank allows (`ctx.gain`).
"""

from __future__ import annotations

from ..rules_base import CardRules


class Prosperity(CardRules):
    key = "II:Prosperity"
    text = "Each civilization gains 1 food for each of its happy faces (at most 8)."
    text_cs = "Každý národ získá 1 jídlo za každou svou šťastnou značku (nejvýše 8)."

    def play(self, ctx):
        for q in ctx.seats():
            happy = min(8, ctx.ratings(q).happy)
            if happy:
                ctx.gain("food", happy, q)
