"""Loss of Sovereignty (Age III pact, 2006 edition; only with 3-4 players).

Rulings:
- Side A's culture rating is 2 higher, side B's 2 lower (never below 0).
- Neither party may attack the other, and nobody may declare war on side B; others may still
  play aggressions on B. A war declared before the pact is still fought.
- Plays exactly as the New Story card.
"""

from ..iii_loss_of_sovereignty import LossOfSovereignty


class LossOfSovereignty2006(LossOfSovereignty):
    key = "III:Loss of Sovereignty (2006)"
    text = (
        "Pact. A: 2 more culture a turn. B: 2 less, and no war may be declared on B. No attacks between them."
    )
    text_cs = (
        "Smlouva. A: o 2 kultury za tah víc. B: o 2 míň a nikdo mu nesmí vyhlásit válku. "
        "Navzájem se nenapadají."
    )
