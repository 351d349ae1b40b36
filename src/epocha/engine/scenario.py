"""The part of a game's scenario helper that is the same in every game: a game set up from a
position, its pending decision, finding a legal action by its fields and taking it, checking
that a bad action changes nothing, and reading the log. A game's helper (tests, bug reports,
teaching) adds its own words: `s.place(...)`, `s.dogma(...)`."""

from __future__ import annotations

from typing import Any, Self

from .decision import Decision
from .errors import IllegalAction
from .game import Game
from .rules import Rules


class PositionScenario:
    """`game` is played from a position; actions are found as a person is given them
    (`Game.legal_actions`: each label in English words)."""

    def __init__(self, rules: Rules, position: dict, seed: int, options: dict | None) -> None:
        self.game = Game.at_position(rules, position, seed, options)

    @property
    def state(self) -> Any:
        return self.game.state

    def decision(self, seat: int | None = None) -> Decision:
        """The pending decision of `seat` (by default the first active seat's)."""
        active = self.game.active_players
        seat = active[0] if seat is None else seat
        d = self.game.decision(seat)
        if d is None:
            raise AssertionError(f"seat {seat} has no decision (active: {active})")
        return d

    def actions(self, kind: str | None = None, seat: int | None = None) -> list[dict]:
        """The legal actions of the pending decision (of `kind`), as a person is given them."""
        shown = self.game.legal_actions(self.decision(seat).seat)
        return [a for a in shown if kind is None or a["type"] == kind]

    def labels(self, kind: str | None = None) -> list[str]:
        return [self.worded(a) for a in self.actions(kind)]

    def worded(self, action: dict) -> str:
        """An action as a person reads it (a game may add its cost, say)."""
        return action["label"]

    def same(self, have: Any, want: Any) -> bool:
        """Whether an action's field `have` is what a test asks for (`want`); a game may match
        more loosely (a card's key for any of its copies)."""
        return have == want

    def find(self, kind: str, **fields: Any) -> dict | None:
        """The legal action of `kind` with these fields; a `label` matches as `worded` too."""
        for a in self.actions(kind):
            if all(
                self.same(a.get(k), v) or (k == "label" and self.worded(a) == v) for k, v in fields.items()
            ):
                return a
        return None

    def can(self, kind: str, **fields: Any) -> bool:
        return self.find(kind, **fields) is not None

    def act(self, kind: str, **fields: Any) -> Self:
        """Take the legal action of `kind` whose fields match."""
        action = self.find(kind, **fields)
        if action is None:
            raise AssertionError(f"no legal {kind} {fields}; legal: {self.labels()}")
        self.game.apply(self.decision().seat, action)
        return self

    def illegal(self, action: dict, seat: int | None = None) -> str:
        """The error of an action the rules refuse; it must change nothing."""
        before = self.game.snapshot()
        try:
            self.game.apply(self.decision(seat).seat, action)
        except IllegalAction as exc:
            assert self.game.snapshot() == before
            return str(exc)
        raise AssertionError(f"{action} was accepted")

    def choices(self) -> list[Any]:
        """The options of the pending choice."""
        kind = self.decision().kind
        return [a[kind] for a in self.actions("choose")]

    def choose(self, *picks: Any) -> Self:
        """Answer the pending choices, one pick per argument: an option, its English label, or
        "pass" / "done"."""
        for pick in picks:
            d = self.decision()
            for a in self.actions():
                if a["type"] == "choose" and (a.get(d.kind) == pick or a["label"] == pick):
                    self.game.apply(d.seat, a)
                    break
                if a["type"] == pick:  # "pass" or "done"
                    self.game.apply(d.seat, a)
                    break
            else:
                raise AssertionError(f"{pick!r} is not among {self.labels()}")
        return self

    def events(self, name: str | None = None) -> list[dict]:
        return [e for e in self.state.log if name is None or e["event"] == name]

    @property
    def result(self) -> dict | None:
        return self.game.result
