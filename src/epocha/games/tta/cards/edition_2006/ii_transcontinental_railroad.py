"""Transcontinental Railroad (Age II wonder, 2006 edition).

Rulings:
- Printed (the 2006 table): +5 strength once completed (the New Story card: +4), built in three
  stages of 3, 4 and 5 resources (the New Story: four stages of 3).
- The strength is the civilization's, not a unit's: a sacrificed unit counts only its own
  (seed appendix, strength bonuses).
- When your mines produce, your best mine technology that has a worker gets one more blue
  token than it has workers (seed appendix); as the New Story card. No worked mine: nothing.
"""

from __future__ import annotations

from ..ii_transcontinental_railroad import TranscontinentalRailroad


class TranscontinentalRailroad2006(TranscontinentalRailroad):
    key = "II:Transcontinental Railroad (2006)"
    text = (
        "Wonder: +5 strength. When your mines produce, your best mine technology with a worker "
        "gets 1 extra blue token."
    )
    text_cs = (
        "Div: +5 síly. Když tvé doly produkují, dostane tvá nejlepší důlní technologie, na které "
        "máš dělníka, 1 modrý žeton navíc."
    )
