"""First Space Flight (Age III wonder, 2006 edition).

Rulings:
- Age III wonders give only immediate culture (§20.4; appendix: counted once, at completion).
  On completion, score 1 culture per level of each technology card you have in play: farms,
  mines, urban buildings and units (with or without workers), special technologies and the
  government (seed appendix: brown, grey, red, blue and the orange card). Age A cards count 0.
- Three stages, 3, 4 and 9 resources (the New Story card: four, 1, 2, 4, 9).
"""

from __future__ import annotations

from ..iii_first_space_flight import FirstSpaceFlight


class FirstSpaceFlight2006(FirstSpaceFlight):
    key = "III:First Space Flight (2006)"
    text = (
        "Wonder, on completion: score 1 culture per level of each technology card you have in play "
        "(the government and special technologies included)."
    )
    text_cs = (
        "Div, po dokončení: získáš 1 kulturu za každý stupeň každé tvé vyložené technologie "
        "(i státního zřízení a speciálních technologií)."
    )
