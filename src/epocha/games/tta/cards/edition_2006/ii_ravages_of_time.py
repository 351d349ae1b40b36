"""Ravages of Time (Age II event, 2006 edition).

Rulings:
- Every civilization with a completed Age A or Age I wonder still standing turns one of them
  face down (its choice when it has several), clockwise from the revealer. The ruined wonder
  loses all its effects, actions and tokens and gives 2 culture each turn instead; it still
  counts as a completed wonder of its age.
- Plays exactly as the New Story card.
"""

from __future__ import annotations

from ..ii_ravages_of_time import RavagesOfTime


class RavagesOfTime2006(RavagesOfTime):
    key = "II:Ravages of Time (2006)"
    text = (
        "Every civilization turns one of its Age A or Age I wonders face down: the wonder loses its "
        "effects and yields 2 culture instead."
    )
    text_cs = (
        "Každý národ otočí jeden svůj div věku A nebo I rubem nahoru: div pozbude svých účinků a "
        "místo nich dává 2 body kultury."
    )
