"""Internet (Age III wonder, 2006 edition).

Rulings:
- Age III wonders give only immediate culture (§20.4; appendix: counted once, at completion).
- On completion, each worker on a lab or a library scores 2 culture times the level (age) of
  that building (seed appendix "Hollywood, Internet", and the spreadsheet; one English image
  reads 1 a level: the seed decides). Cards without workers (Philosophy, level 0, with
  workers too) score nothing. The New Story card counts the culture, science and strength of
  every urban building instead.
- Five stages, 2, 3, 4, 3 and 2 resources, as in the New Story.
"""

from __future__ import annotations

from ..iii_internet import Internet
from .iii_hollywood import levels_of_workers


class Internet2006(Internet):
    key = "III:Internet (2006)"
    kinds: tuple[str, ...] = ("lab", "library")
    text = (
        "Wonder, on completion: each worker on your labs and libraries scores 2 culture times the "
        "building's level."
    )
    text_cs = (
        "Div, po dokončení: každý pracovník na tvých laboratořích a knihovnách ti dá 2 kultury "
        "krát stupeň budovy."
    )

    def on_enter(self, ctx, me):
        ctx.score(culture=2 * levels_of_workers(ctx.p, self.kinds))
