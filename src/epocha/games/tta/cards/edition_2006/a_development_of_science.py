"""Development of Science (Age A event, 2006 edition).

Rulings:
- Every civilization still in the game scores 2 science points.
- Plays exactly as the New Story card (the same number).
"""

from ..a_development_of_science import DevelopmentOfScience


class DevelopmentOfScience2006(DevelopmentOfScience):
    key = "A:Development of Science (2006)"
    text = "Every civilization scores 2 science."
    text_cs = "Každý národ získá 2 body vědy."
