"""Aristotle (Age A leader, 2006 edition).

Rulings:
- Each time you take a technology card from the card row, score 1 science (the seed's card:
  "Když si vezmeš do ruky technologii, získáš 1 [vědu]"). Only taking counts, not developing,
  and only while Aristotle is in play.
- Plays as the New Story card.
"""

from __future__ import annotations

from ..a_aristotle import Aristotle


class Aristotle2006(Aristotle):
    key = "A:Aristotle (2006)"
    text = "Each time you take a technology card from the card row, score 1 science."
    text_cs = "Pokaždé, když si z nabídky vezmeš kartu technologie, získáš 1 bod vědy."
