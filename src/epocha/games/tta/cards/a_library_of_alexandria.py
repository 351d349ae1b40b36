"""Library of Alexandria (Age A wonder).

Rulings:
- Printed: +1 science and +1 culture once completed. Its text raises both hand limits by
  one: civil cards (total civil actions + 1) and military cards (total military actions
  + 1); it does not add actions.
- Ruined by Ravages of Time it gives 2 culture only and the limits fall back; as with any
  limit drop, a civil hand above the limit is kept (no new civil cards can be taken), and
  the military hand is cut to the limit at the end of the turn.
"""

from __future__ import annotations

from ..rules_base import CardRules


class LibraryOfAlexandria(CardRules):
    key = "A:Library of Alexandria"
    text = (
        "Wonder: +1 science and +1 culture. You may hold 1 more civil card and 1 more "
        "military card than your actions allow."
    )
    text_cs = (
        "Div: +1 věda a +1 kultura. Smíš mít v ruce o 1 civilní a o 1 vojenskou kartu víc, "
        "než dovolují tvé akce."
    )

    def extra(self, s, p, me, what):
        return 1 if what in ("civil_hand", "military_hand") else 0
