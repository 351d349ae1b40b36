"""Hollywood (Age III wonder, 2006 edition).

Rulings:
- Age III wonders give only immediate culture (§20.4; appendix: counted once, at completion;
  later changes of buildings, workers or technologies do not matter).
- On completion, each worker on a theater or a library scores 2 culture times the level (age)
  of that building (seed appendix "Hollywood, Internet"); cards without workers score nothing.
  The New Story card scores twice the culture they produce, every effect included: here only
  the levels count (Drama, level I, scores 2 a worker whatever its culture; Shakespeare or a
  double-culture leader add nothing).
- Three stages, 5, 6 and 5 resources, as in the New Story.
"""

from __future__ import annotations

from ...catalog import facts
from ..iii_hollywood import Hollywood


def levels_of_workers(p, kinds: tuple[str, ...]) -> int:
    """The sum, over the workers on buildings of these kinds, of their building's level."""
    return sum(n * facts(tech).level for tech, n in p.workers.items() if facts(tech).type in kinds)


class Hollywood2006(Hollywood):
    key = "III:Hollywood (2006)"
    kinds: tuple[str, ...] = ("theater", "library")
    text = (
        "Wonder, on completion: each worker on your theaters and libraries scores 2 culture times "
        "the building's level."
    )
    text_cs = (
        "Div, po dokončení: každý pracovník na tvých divadlech a knihovnách ti dá 2 kultury krát "
        "stupeň budovy."
    )

    def on_enter(self, ctx, me):
        ctx.score(culture=2 * levels_of_workers(ctx.p, self.kinds))
