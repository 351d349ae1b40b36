"""The one way a game meets chance: shuffling components, taking the top card of a shuffled
pile, drawing one of a set of unseen components, rolling a die.

A game keeps its seeded generator in its state (`state.rng`, so `clone`, `dumps` and replay
reproduce every outcome exactly) but never calls it: it calls these functions, each one a
chance event of the game. That is what lets the research adapters expose chance as it really
happens, and lets the conformance tests catch a rule that reaches for the generator directly
(`guarded`: every generator refuses to be used outside this module).

**Two ways to meet chance.** Natively the generator decides: a shuffle orders the pile there
and then, and drawing takes its top card, so a seed replays a game exactly. Inside `dictated`
(the OpenSpiel game) every outcome is asked for instead, one at a time, as the game has it:
a shuffle of a pile the game names (`shuffle(state, deck, pile=...)`) orders nothing, and
each later `top` of that pile is a chance event whose outcomes are the cards still in
shuffled order (`state.unsettled[pile]` of them, at the top: cards a game puts under the
pile, returned to the bottom of its deck, are in a known order); a shuffle of an unnamed
pile is one chance event per position, top first (Fisher-Yates, as the generator does it);
`draw` and `roll` are one event each. An event with one possible outcome is not asked for.
When the dictation runs out of outcomes, `ChanceNeeded` stops the rules with the outcomes to
choose from; the caller throws that half-played copy away, chooses, and plays the same action
again from before it with one outcome more (`epocha.interop.openspiel`).

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


class HasRng(Protocol):
    rng: Rng


class HasPiles(HasRng, Protocol):
    # pile name -> how many cards at its top (the end of its list) are still in shuffled
    # order, for the piles that have any; saved with the state (it is part of the truth the
    # dictated game plays from). A game that puts a pile away clears its entry.
    unsettled: dict[str, int]


class ChanceNeeded(Exception):
    """The rules met chance that the dictation has no outcome for: `outcomes` are the
    possibilities, equally likely; choose one by its index."""

    def __init__(self, outcomes: Sequence[object]) -> None:
        super().__init__(f"a chance event with {len(outcomes)} outcomes")
        self.outcomes = tuple(outcomes)


class Dictation:
    """The outcomes, in order, of the chance events met inside `dictated`: indices into each
    event's possibilities."""

    def __init__(self, outcomes: Sequence[int]) -> None:
        self.outcomes = list(outcomes)
        self.used = 0

    def pick(self, possible: Sequence[object]) -> int:
        if self.used == len(self.outcomes):
            raise ChanceNeeded(possible)
        k = self.outcomes[self.used]
        if type(k) is not int or not 0 <= k < len(possible):
            raise ValueError(f"chance outcome {k!r} is not one of 0-{len(possible) - 1}")
        self.used += 1
        return k


class _Inside(threading.local):
    """What this thread is inside of: a dictation (`dictated`) and chance events (`_EVENT`,
    for the guard). The defaults are the class's: a thread-local attribute that is missing
    raises an AttributeError, whose message is formatted even when `getattr` is given a
    default (that alone cost more than taking a deck's top card)."""

    dictation: Dictation | None = None
    depth: int = 0


_inside = _Inside()


@contextmanager
def dictated(outcomes: Sequence[int] | Dictation) -> Iterator[Dictation]:
    """Inside, chance takes its outcomes from `outcomes` instead of the generator, and
    raises `ChanceNeeded` when they run out (see the module's docstring). A `Dictation` of the
    caller's own (a subclass that picks otherwise) is used as it is."""
    before = _inside.dictation
    dictation = outcomes if isinstance(outcomes, Dictation) else Dictation(outcomes)
    _inside.dictation = dictation
    try:
        yield dictation
    finally:
        _inside.dictation = before


def _dictation() -> Dictation | None:
    return _inside.dictation


class _Event:
    """`with _EVENT:` a chance event of this module, inside which the generator may be used
    (`guarded`). A class, not a generator: games meet chance thousands of times a second."""

    __slots__ = ()

    def __enter__(self) -> None:
        _inside.depth += 1

    def __exit__(self, *exc: object) -> None:
        _inside.depth -= 1


_EVENT = _Event()


def shuffle(state: HasRng, items: MutableSequence[T], pile: str | None = None) -> None:
    """Put `items` (a deck, a bag; its top is its end) in a uniformly random order, in place.
    Name the `pile` when the game takes cards only from its top (`top`) and puts them back
    only under it: then a dictated game decides each card when it is taken."""
    dictation = _dictation()
    if pile is not None:
        unsettled = state.unsettled  # type: ignore[attr-defined]
        if items:
            unsettled[pile] = len(items)
        else:
            unsettled.pop(pile, None)
        if dictation is not None:
            return
    if dictation is None:
        with _EVENT:
            state.rng.shuffle(items)
        return
    for i in range(len(items) - 1, 0, -1):
        j = dictation.pick(items[: i + 1])
        items[i], items[j] = items[j], items[i]


def top(state: HasPiles, items: MutableSequence[T], pile: str) -> T:
    """The top card of a shuffled `pile` (the last of `items`), which the caller then takes
    at once: it is settled, no longer in shuffled order."""
    n = state.unsettled.get(pile, 0)
    if n:
        if n == 1:
            del state.unsettled[pile]
        else:
            state.unsettled[pile] = n - 1
            dictation = _inside.dictation  # (`_dictation`, without the call)
            if dictation is not None:
                j = len(items) - n + dictation.pick(items[-n:])
                items[-1], items[j] = items[j], items[-1]
    return items[-1]


def draw(state: HasRng, unseen: Sequence[T]) -> T:
    """One of `unseen`, uniformly (the caller moves it where it goes)."""
    dictation = _dictation()
    if dictation is not None:
        return unseen[dictation.pick(unseen)] if len(unseen) > 1 else unseen[0]
    with _EVENT:
        return state.rng.choice(unseen)


def roll(state: HasRng, sides: int = 6) -> int:
    """A fair die: 1 to `sides`."""
    dictation = _dictation()
    if dictation is not None:
        return dictation.pick(range(1, sides + 1)) + 1
    with _EVENT:
        return state.rng.below(sides) + 1


def _check() -> None:
    if not _inside.depth:
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
