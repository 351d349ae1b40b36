"""Through the Ages: A New Story of Civilization (Vlaada Chvátil): rules, cards, views.

The peaceful game (no aggressions, wars or pacts) for 2-4 players; see docs.md for every
decision taken where the Czech rules reference is silent.
"""

from . import cards as _cards  # noqa: F401 - registers every card's behaviour
from .rules import RULES, TTARules

__all__ = ["RULES", "TTARules"]
