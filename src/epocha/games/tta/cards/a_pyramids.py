"""Pyramids (Age A wonder).

Rulings:
- Its whole effect is printed: once completed, +1 civil action. The new action arrives
  unspent, so it can be used in the turn the Pyramids are completed.
- Ruined by Ravages of Time the civil action is lost (a spent one first) and it gives 2
  culture only.
"""

from __future__ import annotations

from ..rules_base import CardRules


class Pyramids(CardRules):
    key = "A:Pyramids"
    text = "Wonder: +1 civil action."
    text_cs = "Div: +1 civilní akce."
