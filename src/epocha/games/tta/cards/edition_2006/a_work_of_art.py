"""Work of Art (Age A action card, 2006 edition): score 6 culture.

Rulings:
- A direct gain (the seed's card: "Vezmi si 6 [kultury]"): it orders no action, so it may
  always be played (its civil action is paid by the core, which also forbids playing it in
  the turn it was taken). The culture is scored on the track; the rating does not change.
- The New Story has no card of this name; it plays as the New Story's Cultural Heritage
  (points scored at once) with its numbers: no science, 6 culture.
"""

from __future__ import annotations

from ..a_cultural_heritage import CulturalHeritage


class WorkOfArt2006(CulturalHeritage):
    key = "A:Work of Art (2006)"
    text = "Score 6 culture."
    text_cs = "Získej 6 bodů kultury."
    science = 0
    culture = 6
