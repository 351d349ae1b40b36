"""Work of Art (Age I action card, 2006 edition).

Score 5 culture.

Rulings:
- A direct gain of culture points (the culture rating does not change), always playable; its
  1 civil action is paid by the core. It shares the mechanism of Cultural Heritage (the New
  Story card scoring science and culture), with no science.
- No New Story namesake. The 2006 Age A card scores 6 culture, this one 5.
"""

from __future__ import annotations

from ..a_cultural_heritage import CulturalHeritage


class WorkOfArt2006(CulturalHeritage):
    key = "I:Work of Art (2006)"
    text = "Score 5 culture."
    text_cs = "Získej 5 bodů kultury."
    science = 0
    culture = 5
