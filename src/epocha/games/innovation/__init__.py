"""Innovation (Carl Chudyk): the rules, the 105 cards, positions and views.

Every rule of the game lives in this package; see docs.md for the decisions taken where the
Czech rulebook is silent.
"""

from . import cards as _cards  # noqa: F401 - registers every card's effects
from .rules import RULES, InnovationRules

__all__ = ["RULES", "InnovationRules"]
