"""epocha: an engine and game table for heavy civilization board games.

import epocha
name = epocha.games()[0]
g = epocha.new_game(name, players=2, seed=7)
seat = g.active_players[0]
g.apply(seat, g.legal_actions(seat)[0])
"""

from __future__ import annotations

__version__ = "0.1.0"

from . import games  # callable: epocha.games() lists the games
from .engine.errors import IllegalAction
from .engine.game import Game
from .engine.registry import get_rules
from .engine.seat import SeatGame
from .engine.serialization import dumps, loads


def new_game(name: str, players: int, seed: int = 0, options: dict | None = None) -> Game:
    return Game.new(get_rules(name), players, seed, options)


def from_position(name: str, position: dict, seed: int = 0, options: dict | None = None) -> Game:
    return Game.at_position(get_rules(name), position, seed, options)


__all__ = [
    "Game",
    "IllegalAction",
    "SeatGame",
    "__version__",
    "dumps",
    "from_position",
    "games",
    "loads",
    "new_game",
]
