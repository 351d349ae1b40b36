"""The leak judge: what each seat may know, followed action by action from the places of the
components and the game's reveals only — never from the frame stack, the views or the log,
so that a view or a log entry cannot make its own leak legitimate.

A seat knows a component's face while the component lies where the seat sees it, while the
game's state says it is revealed to the seat, once a log entry that is a reveal by the rules
showed it to the seat, and afterwards for as long as the component stays put —
or when the seat watched it leave a place it could see (a card taken from the board into a
hand stays known to those who watched). A component that moves out of sight is forgotten.

Then any text a seat receives — its view, its legal actions and their labels, every argument
of the log entries it is shown — must not name the face of a component it does not know,
unless another component it does know shows the same face.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from epocha.engine import State

from .spec import Conformance, Place


class ConservationError(AssertionError):
    pass


class Leak(AssertionError):
    pass


def locate(spec: Conformance, state: State) -> dict[str, Place]:
    """Each component's place, checking that none lies in two places."""
    pairs = list(spec.components(state))
    places = dict(pairs)
    if len(places) != len(pairs):
        twice = sorted(c for c, n in Counter(c for c, _ in pairs).items() if n > 1)
        raise ConservationError(f"in two places at once: {twice[:5]}")
    return places


class Faces:
    """Finds the faces of components in a text: whole words only, and the longest face at a
    place, so that "Tools" inside "Machine Tools" is a mention of Machine Tools alone. (An
    Aho-Corasick automaton: views are long and the faces many.)"""

    def __init__(self, spec: Conformance) -> None:
        self.spec = spec
        self.by_face: dict[str, set[str]] = {}
        self._automaton: Any = None  # an ahocorasick.Automaton once faces are known

    def learn(self, components: Iterable[str]) -> None:
        new = False
        for c in components:
            for face in self.spec.faces(c):
                owners = self.by_face.setdefault(face, set())
                new |= c not in owners
                owners.add(c)
        if new:
            import ahocorasick  # a test dependency: imported only when a harness runs

            automaton = ahocorasick.Automaton()
            for face in self.by_face:
                automaton.add_word(face, face)
            automaton.make_automaton()
            self._automaton = automaton

    def named(self, text: str) -> set[str]:
        if self._automaton is None:
            return set()
        spans = sorted(
            ((end + 1 - len(face), -len(face), face) for end, face in self._automaton.iter(text)),
        )
        found: set[str] = set()
        reach = 0  # where the last face kept ends: a face inside it is part of it
        for start, minus_length, face in spans:
            stop = start - minus_length
            if start < reach:
                continue
            if _word_edge(text, start - 1) and _word_edge(text, stop):
                found.add(face)
                reach = stop
        return found


def _word_edge(text: str, i: int) -> bool:
    return i < 0 or i >= len(text) or not text[i].isalnum()


class Judge:
    """Follows one game: call `advance` after every action, in order."""

    def __init__(self, spec: Conformance, state: State) -> None:
        self.spec = spec
        self.faces = Faces(spec)
        self.seats: list[int | None] = [*range(state.player_count), None]
        self.places = locate(spec, state)
        self.present = set(self.places)
        self.faces.learn(self.present)
        self.known = {seat: self._shown(seat, state) for seat in self.seats}

    def _shown(self, seat: int | None, state: State) -> set[str]:
        return {c for c, place in self.places.items() if place.shows(seat)} | set(
            self.spec.revealed(state, seat)
        )

    def advance(self, state: State, entries: list[dict]) -> dict[int | None, set[str]]:
        """Take in the state after one more action and the log entries it added. Returns, per
        seat, the components whose faces those entries must not show it: hidden from the seat
        now, not known to it before the action, and not revealed to it by the action."""
        places = locate(self.spec, state)
        old = self.places
        if len(places) < len(old) or not self.present <= places.keys():
            raise ConservationError(f"components vanished: {sorted(self.present - set(places))[:5]}")
        moved = [(c, old.get(c), place) for c, place in places.items() if old.get(c) != place]
        if len(places) > len(old):
            self.present = set(places)
            self.faces.learn(self.present)
        shown: dict[int | None, set[str]] = {seat: set() for seat in self.seats}
        for entry in entries:
            for c, audience in self.spec.reveals(entry):
                for seat in self.seats:
                    if audience is None or (seat is not None and seat in audience):
                        shown[seat].add(c)
        unseen: dict[int | None, set[str]] = {}
        for seat in self.seats:
            before = self.known[seat]
            now = set(before)
            for c, was, place in moved:
                if place.shows(seat):
                    now.add(c)
                elif was is None or not was.shows(seat):  # moved out of its sight
                    now.discard(c)
                # else: it watched the component leave a place it could see
            now |= shown[seat]
            now.update(self.spec.revealed(state, seat))
            unseen[seat] = self.present - now - before
            self.known[seat] = now
        self.places = places
        return unseen

    def hidden(self, seat: int | None) -> set[str]:
        return self.present - self.known[seat]

    def check(self, text: str, seat: int | None, secret: set[str], what: str) -> None:
        """`text` names no face of a `secret` component, unless a component not secret from
        the seat has that face too."""
        if not secret:
            return
        leaked = {}
        for face in self.faces.named(text):
            owners = self.faces.by_face[face] & self.present
            if owners and owners <= secret:
                leaked[face] = min(owners)
        if leaked:
            named = ", ".join(f"{face!r} ({c})" for face, c in sorted(leaked.items())[:5])
            who = "the spectator" if seat is None else f"seat {seat}"
            raise Leak(f"{what} shows {who} what it may not see: {named}")
