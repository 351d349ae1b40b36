"""Napoleon Bonaparte (Age II leader).

+2 military actions (printed). +2 strength for each type of military unit you have
(infantry, cavalry, artillery, air force).

Rulings:
- A type counts if you have at least one unit of it (a worker on a unit technology of that
  type, any level); more units or levels of a type add nothing.
- The bonus is a strength-rating modifier of the civilization: it does not go with units sent
  to colonize (seed: strength modifiers do not apply to colonization).
"""

from __future__ import annotations

from ..catalog import UNITS, facts
from ..ratings import worked
from ..rules_base import CardRules


class NapoleonBonaparte(CardRules):
    key = "II:Napoleon Bonaparte"
    text = (
        "+2 military actions. +2 strength for each different type of military unit you have "
        "(infantry, cavalry, artillery, air force)."
    )
    text_cs = (
        "+2 vojenské akce. +2 síly za každý druh vojenských jednotek, který máš (pěchota, jezdectvo, "
        "dělostřelectvo, letectvo)."
    )

    def adjust(self, s, p, me, tally):
        types = {facts(t).type for t in worked(p, *UNITS)}
        if types:
            tally.add("strength", 2 * len(types))
