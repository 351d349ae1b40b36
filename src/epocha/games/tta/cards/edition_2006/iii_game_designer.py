"""Game Designer (Age III leader, 2006 edition; no New Story namesake).

Rulings:
- Each lab building (each worker on a lab technology) produces culture equal to its level and
  1 science less; Philosophy (level 0, 1 science) then gives nothing. It plays as the New
  Story's Sid Meier, whose rules it takes (printed as Alex Randolph, later Sid Meier: the
  same effect).
"""

from __future__ import annotations

from ..iii_sid_meier import SidMeier


class GameDesigner2006(SidMeier):
    key = "III:Game Designer (2006)"
    text = "Each of your labs produces culture equal to its level, but 1 science less."
    text_cs = "Každá tvá laboratoř dává tolik kultury, jaký má stupeň, ale o 1 vědu méně."
