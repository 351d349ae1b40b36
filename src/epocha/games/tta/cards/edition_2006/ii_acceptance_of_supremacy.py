"""Acceptance of Supremacy (Age II pact, 2006 edition; only with 3-4 players).

Rulings:
- Plays exactly as the New Story card (seed 003's illustration: no mutual attacks, A produces 1
  more, B 1 less): in each production phase side A produces 1 resource more and side B 1
  resource less (a fixed amount after the mines produced).
- Neither party may attack the other (no aggression).
"""

from __future__ import annotations

from ..ii_acceptance_of_supremacy import AcceptanceOfSupremacy


class AcceptanceOfSupremacy2006(AcceptanceOfSupremacy):
    key = "II:Acceptance of Supremacy (2006)"
    text = "Pact. Neither party may attack the other; A produces 1 extra resource, B 1 resource fewer."
    text_cs = "Smlouva. Strany se nesmějí napadnout; A produkuje o 1 surovinu víc, B o 1 surovinu míň."
