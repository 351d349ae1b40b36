"""Errors the engine raises to the outside world, and the signals rules use internally."""

from __future__ import annotations


class IllegalAction(ValueError):
    """Anything that is not legal now: an action not offered, a seat that need not act, a
    malformed request, a broken position or save. The game is unchanged afterwards."""


class GameOver(Exception):
    """Raised by rules code the moment the game ends, even in the middle of an effect.

    The rules catch it at the top of `apply`, store `result` and drop whatever was still
    pending. It never escapes the engine.
    """

    def __init__(self, result: dict) -> None:
        super().__init__(result.get("reason", "game over"))
        self.result = result
