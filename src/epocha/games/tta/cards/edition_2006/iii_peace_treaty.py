"""Peace Treaty (Age III pact, 2006 edition; only with 3-4 players; its sides alike).

Rulings:
- Each party's culture rating is 1 higher; neither may attack the other (a war declared before
  is still fought).
- Plays exactly as the New Story card.
"""

from ..iii_peace_treaty import PeaceTreaty


class PeaceTreaty2006(PeaceTreaty):
    key = "III:Peace Treaty (2006)"
    text = "Pact. Both civilizations produce 1 more culture a turn; neither may attack the other."
    text_cs = "Smlouva. Oba národy produkují za tah o 1 kulturu víc; nesmějí se navzájem napadnout."
