"""Mahatma Gandhi (Age III leader, 2006 edition).

Rulings:
- +2 culture (printed).
- While he leads you play no aggression and declare no war (`no_attacks`, read by
  aggressions.may_attack); a war you declared before him is still fought.
- The others pay twice the military actions an aggression or a war costs to play it against
  you (`attacks_cost_double`, read by aggressions.attack_cost); they must have them all.
- Pacts are not attacks: he forbids none.
"""

from __future__ import annotations

from ..iii_mahatma_gandhi import MahatmaGandhi


class MahatmaGandhi2006(MahatmaGandhi):
    key = "III:Mahatma Gandhi (2006)"
    no_attacks = True
    attacks_cost_double = True
    text = (
        "+2 culture. You may not play aggressions or declare wars; the others pay twice the "
        "military actions to play an aggression or declare a war on you."
    )
    text_cs = (
        "+2 kultury. Nesmíš hrát agrese ani vyhlašovat války; ostatní platí za agresi či válku "
        "proti tobě dvojnásobek vojenských akcí."
    )
