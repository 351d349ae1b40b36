"""Emigration (Age II event, 2006 edition).

Rulings:
- Every civilization loses half its discontent workers, rounded up, as population: the tokens
  go back to its yellow bank. Discontent workers are counted raw, each civilization just before
  it loses them; unused workers go first, then the owner chooses which buildings or units to
  give up (seed: losing population). Civilizations decide clockwise from the revealer.
- The Simple game has no discontent, so there it does nothing.
- Plays exactly as the New Story card.
"""

from __future__ import annotations

from ..ii_emigration import Emigration


class Emigration2006(Emigration):
    key = "II:Emigration (2006)"
    text = "Every civilization loses population: half its discontent workers, rounded up."
    text_cs = "Každý národ ztratí obyvatele: polovinu svých nespokojených dělníků, zaokrouhleno nahoru."
