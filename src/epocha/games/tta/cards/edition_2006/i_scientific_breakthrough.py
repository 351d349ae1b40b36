"""Scientific Breakthrough (Age I event, 2006 edition).

Rulings:
- Each civilization at once scores as many science points as its science rating (what its
  production would score).
- Plays exactly as the New Story card.
"""

from ..i_scientific_breakthrough import ScientificBreakthrough


class ScientificBreakthrough2006(ScientificBreakthrough):
    key = "I:Scientific Breakthrough (2006)"
    text = "Each civilization gains science points equal to its science rating."
    text_cs = "Každý národ si připíše body vědy ve výši své produkce vědy."
