"""Border Conflict (Age I event, 2006 edition).

Rulings:
- The weakest civilization chooses one of its farms, mines or urban buildings with a worker and
  destroys it (the worker becomes unused); units are not eligible. Then the strongest
  civilization produces 3 resources (as far as its blue bank allows). Both are named when the
  card is revealed; with the usual tie-break they are never the same civilization.
- Plays exactly as the New Story card.
"""

from ..i_border_conflict import BorderConflict


class BorderConflict2006(BorderConflict):
    key = "I:Border Conflict (2006)"
    text = (
        "The weakest civilization destroys a farm, mine or urban building; "
        "the strongest produces 3 resources."
    )
    text_cs = "Nejslabší národ zboří farmu, důl nebo městskou budovu; nejsilnější národ vytěží 3 suroviny."
