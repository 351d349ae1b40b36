"""The game-agnostic core: nothing in here knows any particular game."""

from .decision import Decision
from .errors import GameOver, IllegalAction
from .frames import WAIT, Frame
from .game import Game
from .rng import Rng
from .rules import Rules
from .seat import SeatGame
from .state import State

__all__ = [
    "WAIT",
    "Decision",
    "Frame",
    "Game",
    "GameOver",
    "IllegalAction",
    "Rng",
    "Rules",
    "SeatGame",
    "State",
]
