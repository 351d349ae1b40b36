"""Crusades (Age I event, 2006 edition).

Rulings:
- The strongest civilization scores 4 culture and the weakest loses 4 culture (never below 0).
  With the usual tie-break (the current player, then the next in turn order, counts as the
  stronger) they are two different civilizations.
- Plays exactly as the New Story card.
"""

from ..i_crusades import Crusades


class Crusades2006(Crusades):
    key = "I:Crusades (2006)"
    text = "The strongest civilization gains 4 culture; the weakest loses 4 culture."
    text_cs = "Nejsilnější národ si připíše 4 body kultury, nejslabší 4 body kultury odečte."
