"""Work of Art (Age II action card, 2006 edition).

Score 4 culture.

Rulings:
- As the Age I card, with 4 culture: a direct gain of culture points on the track (the
  culture rating does not change), always playable; its civil action is paid by the core.
- The 2006 cards give less culture in each later age (A 6, I 5, II 4, III 3: the 2006 table,
  agreeing with the card spreadsheet it was checked against).
- No New Story namesake.
"""

from __future__ import annotations

from .i_work_of_art import WorkOfArt2006


class WorkOfArtII2006(WorkOfArt2006):
    key = "II:Work of Art (2006)"
    text = "Score 4 culture."
    text_cs = "Získej 4 body kultury."
    culture = 4
