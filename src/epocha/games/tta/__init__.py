"""Through the Ages (Vlaada Chvátil): rules, cards, views.

A New Story of Civilization, the full game or the peaceful one, and the 2006 edition's Simple
game, for 2-4 players (`edition.py`); see docs.md for every decision taken where the Czech
rulebooks are silent.
"""

from . import cards as _cards  # noqa: F401 - registers every card's behaviour
from .rules import RULES, TTARules

__all__ = ["RULES", "TTARules"]
