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
    text = (
        "Wonder: +1 science and +1 culture. You may hold 1 more civil card and 1 more "
        "military card than your actions allow."
    )
    text_cs = (
        "Div: +1 věda a +1 kultura. Smíš mít v ruce o 1 civilní a o 1 vojenskou kartu víc, "
        "než dovolují tvé akce."
    )
