"""The one way a game meets chance: shuffling components, drawing one of a set of unseen
components, rolling a die.

A game keeps its seeded generator in its state (`state.rng`, so `clone`, `dumps` and replay
reproduce every outcome exactly) but never calls it: it calls these functions, each one a
chance event of the game. That is what lets the research adapters expose chance as it really
happens, and lets the conformance tests catch a rule that reaches for the generator directly
(`guarded`: every generator refuses to be used outside this module).

Chance is not a checkpoint by itself: the rules decide what a seat may take back
(`State.checkpoint`), as they did before this module existed.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, MutableSequence, Sequence
from contextlib import contextmanager
from typing import Protocol, TypeVar

from .rng import Rng

T = TypeVar("T")

_inside = threading.local()


class HasRng(Protocol):
    rng: Rng


@contextmanager
def _event() -> Iterator[None]:
    depth = getattr(_inside, "depth", 0)
    _inside.depth = depth + 1
    try:
        yield
    finally:
        _inside.depth = depth


def shuffle(state: HasRng, items: MutableSequence[T]) -> None:
    """Put `items` (a deck, a bag) in a uniformly random order, in place."""
    with _event():
        state.rng.shuffle(items)


def draw(state: HasRng, unseen: Sequence[T]) -> T:
    """One of `unseen`, uniformly (the caller moves it where it goes)."""
    with _event():
        return state.rng.choice(unseen)


def roll(state: HasRng, sides: int = 6) -> int:
    """A fair die: 1 to `sides`."""
    with _event():
        return state.rng.below(sides) + 1


def _check() -> None:
    if not getattr(_inside, "depth", 0):
        raise AssertionError("the game called its generator directly: use epocha.engine.chance")


# the generator's own methods, kept so that a guard can wrap them (even when installed on Rng)
_next64, _shuffle, _fork = Rng.next64, Rng.shuffle, Rng.fork


class GuardedRng(Rng):
    """A generator that works only inside the functions above: the conformance tests give a
    game's state one, and a rule that calls the generator directly fails at once."""

    __slots__ = ()

    @classmethod
    def wrapping(cls, rng: Rng) -> GuardedRng:
        out = cls.__new__(cls)
        out.state = rng.state
        return out

    def next64(self) -> int:
        _check()
        return _next64(self)

    def shuffle(self, items: MutableSequence[T]) -> None:
        _check()
        _shuffle(self, items)

    def copy(self) -> GuardedRng:
        return GuardedRng.wrapping(self)

    def fork(self, salt: int | str) -> Rng:
        _check()
        return _fork(self, salt)


@contextmanager
def guarded() -> Iterator[None]:
    """While inside, every generator works only through the functions above (the conformance
    harness plays games so)."""
    Rng.next64, Rng.shuffle, Rng.fork = GuardedRng.next64, GuardedRng.shuffle, GuardedRng.fork  # type: ignore[method-assign]
    try:
        yield
    finally:
        Rng.next64, Rng.shuffle, Rng.fork = _next64, _shuffle, _fork  # type: ignore[method-assign]
