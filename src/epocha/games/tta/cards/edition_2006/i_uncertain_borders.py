"""Uncertain Borders (Age I event, 2006 edition).

Rulings:
- One yellow token moves from the weakest civilization's yellow bank to the strongest's yellow
  bank; a weakest civilization with an empty yellow bank gives nothing (workers are never
  taken). With the usual tie-break they are two different civilizations.
- Plays exactly as the New Story card.
"""

from ..i_uncertain_borders import UncertainBorders


class UncertainBorders2006(UncertainBorders):
    key = "I:Uncertain Borders (2006)"
    text = "The weakest civilization moves 1 token from its yellow bank to the strongest one's."
    text_cs = "Nejslabší národ předá 1 žetonek ze svého žlutého pruhu na žlutý pruh nejsilnějšího národa."
