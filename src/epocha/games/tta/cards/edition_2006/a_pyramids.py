"""Pyramids (Age A wonder, 2006 edition).

Rulings:
- Its whole effect is printed: once completed, +1 civil action; stages of 3, 2 and 1
  resources.
- Plays as the New Story card. The seed says so in as many words: on completing them the
  player takes one more white token at once and may use it in the same turn.
"""

from __future__ import annotations

from ..a_pyramids import Pyramids


class Pyramids2006(Pyramids):
    key = "A:Pyramids (2006)"
    text = "Wonder: +1 civil action."
    text_cs = "Div: +1 civilní akce."
