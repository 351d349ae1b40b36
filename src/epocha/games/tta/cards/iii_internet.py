"""Internet (Age III wonder).

Rulings:
- One-time effect on completion: score culture equal to the culture plus the science plus
  the strength your urban buildings (labs, temples, libraries, theaters, arenas) give, as
  the ratings count them. Every effect that changes them counts (seed appendix: Shakespeare,
  Bach, Chaplin, Newton, Einstein, Sid Meier; likewise Michelangelo's culture and Joan of
  Arc's strength for temples): what they give is the ratings with them minus the ratings
  computed as if they had no workers. Happy faces score nothing.
- Tactics' armies are not urban buildings: army strength is not counted. The ratings'
  floor at 0 is not applied to the difference.
- It prints nothing else, so once completed it only counts as a completed wonder.
"""

from __future__ import annotations

from ..catalog import URBAN
from ..rules_base import CardRules
from .iii_hollywood import produced_by


class Internet(CardRules):
    key = "III:Internet"
    text = (
        "Wonder, on completion: score culture equal to the culture, science and strength your urban "
        "buildings give."
    )
    text_cs = (
        "Div, při dokončení: získej tolik bodů kultury, kolik kultury, vědy a síly dávají tvé městské budovy."
    )

    def on_enter(self, ctx, me):
        ctx.score(culture=produced_by(ctx.s, ctx.p, URBAN, ("culture", "science", "strength")))
