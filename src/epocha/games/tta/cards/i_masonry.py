"""Masonry (Age I special technology, construction).

Rulings:
- The discount is on the resource cost of building an urban building (lab, temple, library,
  theater, arena) of level I-III; level A urban buildings, farms, mines and units keep their
  cost. An upgrade pays the difference of the two discounted costs (the core's upgrade cost),
  so Religion -> Theology saves 1 and Theology -> Organized Religion saves nothing.
- "Up to 2 stages per action": one civil action builds 1 or 2 stages of the unfinished
  wonder, paying their costs together; a card ordering "build one stage" still builds one.
- A higher construction technology replaces this one (never two of a kind), so the
  discounts and stage counts never add up.
"""

from __future__ import annotations

from ..catalog import URBAN, facts
from ..rules_base import CardRules


class Construction(CardRules):
    """Construction special technologies: cheaper urban buildings by level, several wonder
    stages for one civil action."""

    stages = 1
    by_level: dict[int, int] = {}  # urban building level -> resources less

    def discount(self, s, p, me, purpose, target):
        if purpose != "build" or target is None:
            return 0
        f = facts(target)
        if f.type not in URBAN:
            return 0
        return self.by_level.get(f.level, 0)

    def wonder_stages(self, s, p, me):
        return self.stages


class Masonry(Construction):
    key = "I:Masonry"
    stages = 2
    by_level = {1: 1, 2: 1, 3: 1}
    text = (
        "Your urban buildings of level I, II and III cost 1 resource less. "
        "One civil action may build up to 2 stages of your wonder."
    )
    text_cs = (
        "Tvé městské budovy stupně I, II a III stojí o 1 surovinu méně. "
        "Za jednu civilní akci můžeš postavit až 2 části divu."
    )
