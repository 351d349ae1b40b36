"""Open Borders Agreement (Age I pact, 2006 edition; sides alike; only with 3-4 players).

Rulings:
- Plays as the New Story card but for its bonus: each party has 1 more military action (it
  arrives unspent when the pact is made and goes, spent ones first, when it ends), and a party
  attacking the other adds 3 strength (not 2) for that attack.
- In the Advanced game the attacks are aggressions (it has no wars); the bonus is the attacker's
  strength before any unit is sacrificed, and the pact does not end on an attack.
"""

from __future__ import annotations

from ..i_open_borders_agreement import OpenBordersAgreement


class OpenBordersAgreement2006(OpenBordersAgreement):
    key = "I:Open Borders Agreement (2006)"
    text = "Pact. Each party has 1 extra military action; when one attacks the other, it has +3 strength."
    text_cs = "Smlouva. Každá strana má 1 vojenskou akci navíc; kdo napadne druhého, má při tom +3 k síle."

    def attack_bonus(self, s, me, attacker):
        return 3
