"""Library of Alexandria (Age A wonder, 2006 edition).

Rulings:
- Once completed: +1 science and +1 culture (printed), and you may hold one more civil card
  and one more military card (the seed's card: "Smíš mít o jednu civilní a jednu vojenskou
  kartu více"); it adds no actions.
- Plays as the New Story card; only its stages differ: four stages of 1, 2, 2 and 1
  resources (the New Story's three: 1, 4, 1), read from the card table.
- The Simple game deals no military cards, so there only the civil limit matters.
"""

from __future__ import annotations

from ..a_library_of_alexandria import LibraryOfAlexandria


class LibraryOfAlexandria2006(LibraryOfAlexandria):
    key = "A:Library of Alexandria (2006)"
    # (its texts are the New Story card's: the same effect; the 2006 stages are 1/2/2/1)
