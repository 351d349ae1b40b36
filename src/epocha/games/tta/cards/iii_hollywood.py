"""Hollywood (Age III wonder).

Rulings:
- One-time effect on completion: score twice the culture your theaters and libraries
  produce, as the culture rating counts it. Every effect that changes that culture counts
  (seed appendix: Shakespeare, Bach, Chaplin; likewise Michelangelo's culture for the happy
  faces of theaters): the culture they produce is the culture rating with them minus the
  rating computed as if they had no workers. Theater and library cards without workers
  produce nothing.
- The rating's floor at 0 is not applied to that difference.
- It prints nothing else, so once completed it only counts as a completed wonder.
"""

from __future__ import annotations

from ..catalog import facts
from ..ratings import tally
from ..rules_base import CardRules


def produced_by(s, p, kinds: tuple[str, ...], what: tuple[str, ...]) -> int:
    """What the buildings of these kinds add to the ratings `what`, every effect in play
    included: the tally with them minus the tally without their workers."""
    without = p.copy()
    without.workers = {t: n for t, n in p.workers.items() if facts(t).type not in kinds}
    full, rest = tally(s, p), tally(s, without)
    return sum(full.total(w) - rest.total(w) for w in what)


class Hollywood(CardRules):
    key = "III:Hollywood"
    text = "Wonder, on completion: score twice the culture your theaters and libraries produce."
    text_cs = "Div, při dokončení: získej dvojnásobek bodů kultury, které produkují tvá divadla a knihovny."

    def on_enter(self, ctx, me):
        ctx.score(culture=2 * produced_by(ctx.s, ctx.p, ("theater", "library"), ("culture",)))
