"""The base of every game state: plain data plus the engine's bookkeeping."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Self

from .frames import Frame
from .log import event
from .plain import copy_plain
from .rng import Rng


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


class SeatRecord:
    """A seat's part of a state whose attributes are plain data (a player board, say): copied,
    saved and read back attribute by attribute. Read back through its constructor, `cls(seat)`,
    so an attribute an older save lacks keeps its default."""

    seat: int

    def to_dict(self) -> dict:
        return {k: copy_plain(v) for k, v in vars(self).items()}

    @classmethod
    def from_dict(cls, d: dict) -> Self:
        p = cls(d["seat"])  # type: ignore[call-arg]
        for k, v in d.items():
            setattr(p, k, copy_plain(v))
        return p

    def copy(self) -> Self:
        p = type(self).__new__(type(self))
        for k, v in vars(self).items():
            setattr(p, k, copy_plain(v) if isinstance(v, (list, dict)) else v)
        return p


class SeatsState(State):
    """A state of plain attributes, its seats' records (`players`, of `seat_record`), its
    frames (`stack`), its generator (`rng`) and its log: copied, saved and read back attribute
    by attribute (`copy(log=False)`: a copy for search, without the log)."""

    seat_record: type[SeatRecord]
    players: list
    stack: list
    rng: Rng

    def copy(self, log: bool = True) -> Self:
        s = type(self).__new__(type(self))
        for k, v in vars(self).items():
            if k == "players":
                s.players = [p.copy() for p in v]
            elif k == "stack":
                s.stack = [f.copy() for f in v]
            elif k == "rng":
                s.rng = v.copy()
            elif k == "log":
                s.log = list(v) if log else []
            else:
                setattr(s, k, copy_plain(v) if isinstance(v, (list, dict)) else v)
        return s

    def to_dict(self) -> dict:
        out: dict = {}
        for k, v in vars(self).items():
            if k == "players":
                out[k] = [p.to_dict() for p in v]
            elif k == "stack":
                out[k] = [f.to_dict() for f in v]
            elif k == "rng":
                out[k] = v.state
            else:
                out[k] = copy_plain(v)
        return out

    @classmethod
    def from_dict(cls, d: dict) -> Self:
        s = cls.__new__(cls)
        for k, v in d.items():
            if k == "players":
                s.players = [cls.seat_record.from_dict(p) for p in v]
            elif k == "stack":
                s.stack = [Frame.from_dict(f) for f in v]
            elif k == "rng":
                s.rng = Rng(0)
                s.rng.state = v
            else:
                setattr(s, k, copy_plain(v))
        return s
