"""Cultural Heritage (Age I action card): score 2 science and 2 culture.

Rulings: as Age A Cultural Heritage (a direct gain, always playable); the amounts follow the
New Story card (BGA reference): 2 science and 2 culture.
"""

from __future__ import annotations

from .a_cultural_heritage import CulturalHeritage


class CulturalHeritageI(CulturalHeritage):
    key = "I:Cultural Heritage"
    text = "Score 2 science and 2 culture."
    text_cs = "Získej 2 body vědy a 2 body kultury."
    science = 2
    culture = 2
