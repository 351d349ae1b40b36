"""Scientific Cooperation (Age II pact, 2006 edition; sides alike; only with 3-4 players).

Rulings:
- Plays exactly as the New Story card: whenever a party develops a technology (a revolution
  included), it pays 2 science less and the other party pays 1 science.
- While the other party has no science, the party cannot develop technologies at all (seed 003's
  appendix, *Smlouva o vědecké spolupráci*).
"""

from __future__ import annotations

from ..ii_scientific_cooperation import ScientificCooperation


class ScientificCooperation2006(ScientificCooperation):
    key = "II:Scientific Cooperation (2006)"
    text = (
        "Pact. A party developing a technology pays 2 science less and the other pays 1 science; "
        "with no science left, the other blocks its partner's developments."
    )
    text_cs = (
        "Smlouva. Strana, která vynalézá technologii, platí o 2 vědy méně a druhá zaplatí 1 vědu; "
        "nemá-li druhá žádnou vědu, partner nemůže vynalézat."
    )
