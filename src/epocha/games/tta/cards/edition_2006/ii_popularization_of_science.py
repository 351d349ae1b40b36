"""Popularization of Science (Age II event, 2006 edition).

Rulings:
- Every civilization scores as much culture as its science rating (the science it produces
  each turn); its science points stay as they are.
- Plays exactly as the New Story card.
"""

from __future__ import annotations

from ..ii_popularization_of_science import PopularizationOfScience


class PopularizationOfScience2006(PopularizationOfScience):
    key = "II:Popularization of Science (2006)"
    text = "Every civilization scores culture equal to the science it produces each turn."
    text_cs = "Každý národ získá tolik bodů kultury, kolik vědy za kolo produkuje."
