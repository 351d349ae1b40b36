"""Raiders (Age I event, 2006 edition).

Rulings:
- Each of the two weakest civilizations (the weakest with two players; usual tie-break) loses
  2 food and resources in all, choosing the split, clockwise from the player who revealed the
  card. Whoever has less than 2 of both together loses all of it.
- Plays exactly as the New Story card.
"""

from ..i_raiders import Raiders


class Raiders2006(Raiders):
    key = "I:Raiders (2006)"
    text = "The two weakest civilizations each lose 2 food and resources, split as they choose."
    text_cs = "Dva nejslabší národy ztratí každý 2 jídla a suroviny v libovolném poměru."
