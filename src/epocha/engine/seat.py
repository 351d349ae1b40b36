"""`SeatGame`: a game as one seat knows it, the only thing a bot is given.

Python has no private attributes, so a bot that is handed the real `Game` can always read its
state, its log, its seed. A `SeatGame` holds nothing of the truth to read: it is made from the
seat's view (the view itself, and the log redacted for the seat) and from one *determinized*
copy of the state (`Rules.determinize`: everything the seat cannot see dealt again at random),
re-seeded so that its chance is not the real game's. The real game, its state, its history, its
origin (seed, starting position) and its random generator are never referenced.

The copy is dealt with a fixed seed: `Rules.determinize` uses only what the seat sees and the
generator it is given, so two games the seat cannot tell apart give equal seat objects (byte
for byte when pickled), and a bot's decision depends on its view and its own generator only.
The view, the legal actions and the decisions are made from the copy when asked (it shows the
seat what the real game shows it: `tests/bots/test_seat.py`), so the object is little more
than one state: cheap to make for every decision, and to pickle to a bot worker.

Search works on `determinized(rng)`: a detached `Game` dealt again from this copy with the
bot's generator (its state resampled, no seed, no history, no log).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from .decision import Decision
from .message import Message
from .plain import copy_plain
from .rng import Rng
from .rules import Rules
from .state import State

if TYPE_CHECKING:
    from .game import Game

# The seed of the copy a seat object holds. Any fixed number will do: the deal it makes depends
# on the seat's information only, and bots deal again from it with their own generators.
_DEAL_SEED = 0x5EA7


class SeatGame:
    """What `seat` may know of a game, and honest copies of it to search."""

    def __init__(
        self,
        rules: Rules,
        seat: int,
        public: dict,
        log: list[dict],
        world: State | None,
        view: dict | None = None,
    ) -> None:
        self._rules = rules
        self._seat = seat
        # what the copy cannot tell: players, options, and the seat's undo (from the history)
        self._public = public
        self._log = log  # the log as the seat sees it, without messages (made when asked)
        self._world = world  # a determinized state: no true hidden zone, no real chance
        # a game without a resampler (`world` None): the seat's view (but its log), kept as is
        self._fixed = view
        self._pending: dict[int, Decision] | None = None  # the copy's decisions (not pickled)

    @classmethod
    def of(cls, game: Game, seat: int) -> SeatGame:
        """`game` as `seat` knows it (see `Game.for_seat`)."""
        can_undo = game.can_undo(seat)
        public = {
            "players": game.players,
            "options": game.options,
            "can_undo": can_undo,
            "undo": copy_plain(game.undo_offer(seat)) if can_undo else None,  # its own copy
        }
        log = list(game.seen_log(seat))  # (its events are copies: the seat's, not the game's)
        rules = game.rules
        rng = Rng(_DEAL_SEED)
        try:
            world = rules.determinize(game.state, seat, rng)
        except NotImplementedError:  # random play needs no look-ahead: the view is kept
            view = game.view(seat, len(log))
            del view["log"]
            return cls(rules, seat, public, log, None, copy_plain(view))
        rules.reseed(world, Rng(rng.next64()))
        # rebuilt from its plain data, so that nothing of how the real state came to be (the
        # order of its dicts, its caches) is left in it (a game without snapshots: its
        # resampler must see to it)
        with contextlib.suppress(NotImplementedError):
            world = rules.state_from_dict(world.to_dict())
        return cls(rules, seat, public, log, world)

    # -- what the seat sees ---------------------------------------------------------------

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def rules(self) -> Rules:
        """The game's rules (stateless: they hold no game)."""
        return self._rules

    @property
    def name(self) -> str:
        return self._rules.name

    @property
    def players(self) -> int:
        return self._public["players"]

    @property
    def options(self) -> dict:
        return copy_plain(self._public["options"])

    @property
    def active_players(self) -> list[int]:
        if self._fixed is not None:
            return list(self._fixed["active_players"])
        return sorted(self._decisions())

    @property
    def is_over(self) -> bool:
        if self._fixed is not None:
            return self._fixed["is_over"]
        return self._world.result is not None  # type: ignore[union-attr]

    @property
    def result(self) -> dict | None:
        if self._fixed is not None:
            return copy_plain(self._fixed["result"])
        return copy_plain(self._world.result)  # type: ignore[union-attr]

    def view(self, log_from: int = 0) -> dict:
        """The seat's view, as `Game.view(seat, log_from)` gives it."""
        log = []
        for i in range(log_from, len(self._log)):
            ev = self._log[i]
            shown = copy_plain(ev)
            m = self._rules.worded(ev, self._log, i)
            if m is not None:
                shown["message"] = m
            log.append(shown)
        if self._fixed is not None:
            return {**copy_plain(self._fixed), "log": log}
        from .game import seat_view

        public = self._public
        undo: Message | None = public["undo"]
        return seat_view(
            self._rules,
            public["players"],
            public["options"],
            self._world,  # type: ignore[arg-type]
            self._decisions(),
            self._seat,
            can_undo=public["can_undo"],
            undo=copy_plain(undo),
            log=log,
            log_length=len(self._log),
        )

    def legal_actions(self) -> list[dict]:
        """The seat's legal actions with their words (as `Game.legal_actions`)."""
        if self._fixed is not None:
            return copy_plain(self._fixed["legal_actions"])
        from .game import english

        decision = self.decision()
        return decision.shown(english(self._rules)) if decision else []

    def actions(self) -> list[dict]:
        """The seat's legal actions as the rules give them, nothing put into words (for
        search: read them, do not change them). Any of them may be applied to the real game."""
        if self._fixed is not None:
            return copy_plain(self._fixed["legal_actions"])
        decision = self.decision()
        return list(decision.actions) if decision else []

    def decision(self) -> Decision | None:
        """The seat's decision, as the rules make it from the determinized copy (what the seat
        may do does not depend on what it cannot see); None in a game without a resampler."""
        if self._fixed is not None:
            return None
        return self._decisions().get(self._seat)

    def _decisions(self) -> dict[int, Decision]:
        if self._pending is None:
            world = self._world
            self._pending = {} if world.result is not None else self._rules.decisions(world)  # type: ignore[union-attr]
        return self._pending

    # -- looking ahead ---------------------------------------------------------------------

    def determinized(self, rng: Rng) -> Game:
        """A detached `Game` in which everything the seat cannot see is dealt again with `rng`
        (the bot's generator), as is its chance from now on: play on it freely."""
        from .game import Game

        if self._world is None:
            raise NotImplementedError(f"{self.name} has no resampler: a bot cannot look ahead")
        state = self._rules.determinize(self._world, self._seat, rng)
        self._rules.reseed(state, Rng(rng.next64()))
        return Game.detached(self._rules, self.players, self._public["options"], state)

    def to_parts(self) -> tuple:
        """The seat object as plain data (for a state that does not pickle): its seat, public
        facts, log, the determinized state's `State.to_dict()` and the view kept without one."""
        world = None if self._world is None else self._world.to_dict()
        return self._seat, copy_plain(self._public), copy_plain(self._log), world, copy_plain(self._fixed)

    @classmethod
    def from_parts(cls, rules: Rules, parts: tuple) -> SeatGame:
        seat, public, log, world, view = parts
        return cls(rules, seat, public, log, None if world is None else rules.state_from_dict(world), view)

    def __getstate__(self) -> dict:
        return {**self.__dict__, "_pending": None}

    def __repr__(self) -> str:
        return f"<SeatGame {self.name} seat {self._seat} of {self.players}>"
