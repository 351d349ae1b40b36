"""Universitas Carolina (Age I wonder).

Rulings:
- Its whole effect is printed: once completed, +2 science and +1 culture.
- Ruined by Ravages of Time it gives 2 culture only.
"""

from __future__ import annotations

from ..rules_base import CardRules


class UniversitasCarolina(CardRules):
    key = "I:Universitas Carolina"
    text = "Wonder: +2 science and +1 culture."
    text_cs = "Div: +2 věda a +1 kultura."
