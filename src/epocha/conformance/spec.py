"""What a game tells the conformance harness about itself.

A game's manifest names one `Conformance` object (`GameManifest.conformance`). The harness
asks it where every hidden-type component is (`components`), which it uses twice: to check
that nothing is created or lost (conservation), and to judge what each seat may know (the
leak check, see `knowledge`). Everything else has a sensible default: a game that declares no
components is still played, replayed, cloned, undone and fed bad input.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import NamedTuple

from epocha.engine import Game, State

EVERYONE: frozenset[int] | None = None


class Place(NamedTuple):
    """Where a component lies: a zone (its name, and the seat it belongs to) and who sees the
    face of what lies there — `seen_by=None` is everyone (a board, a card row), a set of
    seats is those seats only (a hand: its owner), the empty set is nobody (a deck). (A
    tuple: the harness compares thousands of places per game.)"""

    zone: str
    owner: int | None = None
    seen_by: frozenset[int] | None = EVERYONE

    def shows(self, seat: int | None) -> bool:
        return self.seen_by is None or (seat is not None and seat in self.seen_by)


@cache
def public(zone: str, owner: int | None = None) -> Place:
    return Place(zone, owner, EVERYONE)


@cache
def hidden_to_all(zone: str, owner: int | None = None) -> Place:
    return Place(zone, owner, frozenset())


@cache
def seen_by_owner(zone: str, owner: int) -> Place:
    return Place(zone, owner, frozenset((owner,)))


class Conformance:
    """The defaults; a game overrides what it has."""

    # the option sets worth playing (each is played at every player count)
    option_sets: tuple[dict, ...] = ({},)
    # a game longer than this many decisions is a game that does not end
    max_decisions: int = 5000

    # -- playing -----------------------------------------------------------------------------

    def policy(self, game: Game, seat: int, rng: random.Random) -> dict:
        """The random player's move (a game may bias it so that games end and effects run).
        It draws from Python's `random`, never from an epocha generator: those belong to the
        game's chance events alone, and the harness guards them."""
        return rng.choice(game.actions(seat))

    # -- components ----------------------------------------------------------------------------

    def components(self, state: State) -> Iterable[tuple[str, Place]]:
        """Every component of a hidden type (cards, tiles, crates, secret choices) as (stable
        id, place). Each id must appear once; an id never disappears once it has appeared."""
        return ()

    def faces(self, component: str) -> tuple[str, ...]:
        """The strings that name a component's face (its id, and its name if that differs).
        A seat must not meet any of them while the component is hidden from it, unless another
        component it may see has the same face."""
        return (component,)

    def revealed(self, state: State, seat: int | None) -> Iterable[str]:
        """Components in places hidden from `seat` whose faces `seat` was shown (a card revealed
        to all, an event a seat prepared itself)."""
        return ()

    def reveals(self, entry: dict) -> Iterable[tuple[str, frozenset[int] | None]]:
        """The components a log entry (full truth) shows, and to whom (None: everyone) —
        only the entries that are reveals by the rules (a card shown to all, a card looked
        at), never every entry that names a card: a leak must not make itself legitimate."""
        return ()

    def check_state(self, state: State) -> None:
        """The game's own invariants (token counts, piles that must agree); raise
        AssertionError when one fails."""

    # -- the "every card has a test" gate -------------------------------------------------------

    # the folder of the card tests, relative to the project root (None: the game has no gate)
    card_tests: str | None = None

    def cards(self) -> list[str]:
        """The cards with an effect of their own, each with its test module."""
        return []

    def card_test_file(self, card: str) -> str:
        """The name of a card's test module in `card_tests`."""
        raise NotImplementedError

    @contextmanager
    def without_effect(self, card: str) -> Iterator[None]:
        """While inside, `card` does nothing (its effect replaced by a no-op)."""
        raise NotImplementedError
        yield
