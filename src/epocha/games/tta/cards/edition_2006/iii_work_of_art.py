"""Work of Art (Age III action card, 2006 edition).

Score 3 culture.

Rulings:
- As the Age I and II cards, with 3 culture: culture points on the track (the culture rating
  does not change), always playable; its civil action is paid by the core, and not in the
  turn the card was taken.
- The 2006 cards give less culture in each later age (A 6, I 5, II 4, III 3: the 2006 table).
- No New Story namesake.
"""

from __future__ import annotations

from .ii_work_of_art import WorkOfArtII2006


class WorkOfArtIII2006(WorkOfArtII2006):
    key = "III:Work of Art (2006)"
    text = "Score 3 culture."
    text_cs = "Získej 3 body kultury."
    culture = 3
