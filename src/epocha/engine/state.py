"""The base of every game state: plain data plus the engine's bookkeeping."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Self

from .log import event


class State(ABC):
    """A game's complete truth. Everything in it is plain data, so it copies cheaply.

    - `log`: structured events (full truth; the engine redacts them per seat);
    - `chance`: bumped whenever chance happens or hidden information is revealed, which
      makes an undo checkpoint;
    - `result`: None until the game is over.
    """

    log: list[dict]
    chance: int
    result: dict | None

    def emit(self, name: str, args: dict, secret: dict | None = None, visible_to: Iterable[int] = ()) -> None:
        # a public event (most of them) made here, without a call: rules log by the thousand
        self.log.append(
            {"event": name, "args": args} if secret is None else event(name, args, secret, visible_to)
        )

    def checkpoint(self) -> None:
        """Chance happened or something hidden was revealed: earlier actions are final."""
        self.chance += 1

    @property
    @abstractmethod
    def player_count(self) -> int:
        """How many seats the game has."""

    @abstractmethod
    def copy(self) -> Self: ...

    @abstractmethod
    def to_dict(self) -> dict:
        """Full-truth plain data; two states are equal when these are equal."""
