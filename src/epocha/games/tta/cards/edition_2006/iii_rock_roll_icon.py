"""Rock & Roll Icon (Age III leader, 2006 edition; no New Story namesake).

Rulings:
- +2 happy faces (printed) and one of your best theaters produces double culture: the culture
  of one building on your highest-level theater technology with a worker counts once more;
  with no theater building there is no bonus. It plays as the New Story's Charlie Chaplin,
  whose rules it takes (the same effect under another name and picture).
"""

from __future__ import annotations

from ..iii_charlie_chaplin import CharlieChaplin


class RockAndRollIcon2006(CharlieChaplin):
    key = "III:Rock & Roll Icon (2006)"
    text = "+2 happy faces. One of your best theaters produces double culture."
    text_cs = "+2 šťastné značky. Jedno tvé nejlepší divadlo dává dvojnásobek kultury."
