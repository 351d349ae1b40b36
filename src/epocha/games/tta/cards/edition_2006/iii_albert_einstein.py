"""Albert Einstein (Age III leader, 2006 edition).

Rulings:
- As the New Story card: your best lab or library (the highest level among those with a worker)
  adds its level to your science rating once, and you score 3 culture whenever you develop a
  technology (a revolution and a development a card orders included).
- The 2006 card prints no other yield.
"""

from __future__ import annotations

from ..iii_albert_einstein import AlbertEinstein


class AlbertEinstein2006(AlbertEinstein):
    key = "III:Albert Einstein (2006)"
    text = (
        "Your best lab or library produces extra science equal to its level. Score 3 culture "
        "whenever you develop a technology."
    )
    text_cs = (
        "Tvá nejlepší laboratoř či knihovna dává navíc tolik vědy, jaký má stupeň. Za každou "
        "vynalezenou technologii získáš 3 kultury."
    )
