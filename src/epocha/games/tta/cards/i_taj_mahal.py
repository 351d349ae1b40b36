"""Taj Mahal (Age I wonder).

Rulings:
- Printed: +3 culture and +1 blue token (to the blue bank) once completed.
- Its text works while it lies in the card row (§14.7 exception): if you replaced your
  leader this turn (a leader played over your old one), taking it costs 2 civil actions
  less: row cost + 1 per completed wonder (ruined ones included) - 2, never below 0.
- Once taken (unfinished or completed) the text has no further use.
"""

from __future__ import annotations

from ..rules_base import CardRules


class TajMahal(CardRules):
    key = "I:Taj Mahal"
    text = (
        "Wonder: +3 culture, +1 blue token. In the card row: if you replaced your leader this turn, "
        "taking this wonder costs 2 civil actions less."
    )
    text_cs = (
        "Div: +3 kultury, +1 modrý žeton. V nabídce: pokud jsi v tomto tahu nahradil svou osobnost, "
        "stojí tě vzetí tohoto divu o 2 civilní akce méně."
    )

    def discount(self, s, p, me, purpose, target):
        if purpose == "take_from_row" and p.turn.get("leader_replaced"):
            return 2
        return 0
