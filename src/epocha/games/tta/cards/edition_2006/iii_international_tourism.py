"""International Tourism (Age III pact, 2006 edition; only with 3-4 players; its sides alike).

Rulings:
- Each party's culture rating is higher by the number of completed wonders the other party has.
- It does not forbid attacks and does not end on one.
- Plays exactly as the New Story card.
"""

from ..iii_international_tourism import InternationalTourism


class InternationalTourism2006(InternationalTourism):
    key = "III:International Tourism (2006)"
    text = "Pact. Each civilization produces 1 more culture a turn for every wonder the other has."
    text_cs = "Smlouva. Každý z národů produkuje za tah o 1 kulturu víc za každý div toho druhého."
