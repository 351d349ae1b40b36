"""Independence Declaration (Age II event, 2006 edition).

Rulings:
- The weakest civilization loses one of its colonies, which it chooses (asked only when it has
  several); nothing happens if it has none. Among tied civilizations the current player counts
  as the stronger, then the next ones in turn order (seed).
- A lost colony takes away only its permanent benefit (its tokens go back, the ratings change);
  what it gave at once is kept (seed, colonization). It goes to the past events.
- Plays exactly as the New Story card.
"""

from __future__ import annotations

from ..ii_independence_declaration import IndependenceDeclaration


class IndependenceDeclaration2006(IndependenceDeclaration):
    key = "II:Independence Declaration (2006)"
    text = "The weakest civilization gives up one of its colonies, of its own choice."
    text_cs = "Nejslabší národ přijde o jednu svou kolonii, kterou si sám vybere."
