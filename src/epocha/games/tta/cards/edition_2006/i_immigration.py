"""Immigration (Age I event, 2006 edition).

Rulings:
- Every civilization tied for the most happy faces (the happiness rating, 0 to 8) gains 1
  population: no tie-break for "the civilizations with the most". The worker comes from the
  yellow bank without paying food (an effect, not the action); an empty yellow bank gives none.
- Plays exactly as the New Story card.
"""

from ..i_immigration import Immigration


class Immigration2006(Immigration):
    key = "I:Immigration (2006)"
    text = "Every civilization with the most happy faces gains 1 population, free of food."
    text_cs = "Každý národ s nejvíce šťastnými značkami získá zdarma 1 obyvatele."
