"""Terrorism (Age II event, 2006 edition).

Rulings:
- The civilization with the least culture points destroys one urban building of each other
  civilization, choosing which (the winner of a fight chooses what the loser loses: seed
  appendix), going clockwise from itself; the building's worker becomes unused. A civilization
  without urban buildings loses nothing.
- Ties: the current player counts as having more culture, then the next ones in turn order, so
  the tied one that finished its turn last is the terrorist (seed, which warns that the rule
  can hurt with this card).
- Plays exactly as the New Story card.
"""

from __future__ import annotations

from ..ii_terrorism import Terrorism


class Terrorism2006(Terrorism):
    key = "II:Terrorism (2006)"
    text = (
        "The civilization with the fewest culture points picks one urban building of every other "
        "civilization, which is destroyed."
    )
    text_cs = (
        "Národ s nejméně body kultury vybere každému jinému národu jednu městskou budovu, která je zbořena."
    )
