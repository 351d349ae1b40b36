"""`SeatGame`: a game as one seat knows it, the only thing a bot is given.

Python has no private attributes, so a bot that is handed the real `Game` can always read its
state, its log, its seed. A `SeatGame` holds nothing of the truth to read: it is made from the
seat's view (the view itself, and the log redacted for the seat) and from one *determinized*
copy of the state (`Rules.determinize`: everything the seat cannot see dealt again at random),
re-seeded so that its chance is not the real game's. The real game, its state, its history, its
origin (seed, starting position) and its random generator are never referenced.

The copy is dealt from a digest of what the seat sees, so two games the seat cannot tell apart
give equal seat objects (byte for byte when pickled): a bot's decision depends on its view and
its own generator only. It is plain data, cheap to pickle to a bot worker.

Search works on `determinized(rng)`: a detached `Game` dealt again from this copy with the
bot's generator (its state resampled, no seed, no history, no log).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from typing import TYPE_CHECKING

from .decision import Decision
from .log import redact
from .plain import copy_plain
from .rng import Rng
from .rules import Rules
from .state import State

if TYPE_CHECKING:
    from .game import Game

# a log index beyond any log: a view from there on carries no log events
_NO_LOG = 1 << 62


class SeatGame:
    """What `seat` may know of a game, and honest copies of it to search."""

    def __init__(
        self,
        rules: Rules,
        seat: int,
        view: dict,
        log: list[dict],
        world: State | None,
        actions: list[dict] | None = None,
    ) -> None:
        self._rules = rules
        self._seat = seat
        self._view = view  # the seat's view without its log (`Game.view`)
        self._log = log  # the log as the seat sees it, without messages (made when asked)
        self._world = world  # a determinized state: no true hidden zone, no real chance
        # a game without a resampler (`world` None): the seat's actions, kept as they are
        self._actions = actions
        self._decision: Decision | None = None  # made when first asked (not pickled)

    @classmethod
    def of(cls, game: Game, seat: int) -> SeatGame:
        """`game` as `seat` knows it (see `Game.for_seat`)."""
        view = game.view(seat, _NO_LOG)
        del view["log"]
        log = [redact(ev, seat) for ev in game.state.log]
        # the deal depends on what the seat sees only (a stable digest: bot workers are other
        # processes, whose `hash` of a string differs)
        text = json.dumps([view, log], sort_keys=True, default=str).encode()
        rng = Rng(int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big"))
        rules = game.rules
        try:
            world = rules.determinize(game.state, seat, rng)
        except NotImplementedError:  # random play needs no look-ahead
            return cls(rules, seat, view, log, None, copy_plain(game.actions(seat)))
        rules.reseed(world, Rng(rng.next64()))
        # rebuilt from its plain data, so that nothing of how the real state came to be (the
        # order of its dicts, its caches) is left in it (a game without snapshots: its
        # resampler must see to it)
        with contextlib.suppress(NotImplementedError):
            world = rules.state_from_dict(world.to_dict())
        return cls(rules, seat, view, log, world)

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
        return self._view["players"]

    @property
    def options(self) -> dict:
        return copy_plain(self._view["options"])

    @property
    def active_players(self) -> list[int]:
        return list(self._view["active_players"])

    @property
    def is_over(self) -> bool:
        return self._view["is_over"]

    @property
    def result(self) -> dict | None:
        return copy_plain(self._view["result"])

    def view(self, log_from: int = 0) -> dict:
        """The seat's view, as `Game.view(seat, log_from)` gives it."""
        out = copy_plain(self._view)
        log = []
        for ev in self._log[log_from:]:
            shown = copy_plain(ev)
            m = self._rules.log_message(ev)
            if m is not None:
                shown["message"] = m
            log.append(shown)
        out["log"] = log
        return out

    def legal_actions(self) -> list[dict]:
        """The seat's legal actions with their words (as `Game.legal_actions`)."""
        return copy_plain(self._view["legal_actions"])

    def actions(self) -> list[dict]:
        """The seat's legal actions as the rules give them, nothing put into words (for
        search: read them, do not change them). Any of them may be applied to the real game."""
        if self._world is None:
            return list(self._actions or ())
        decision = self.decision()
        return list(decision.actions) if decision else []

    def decision(self) -> Decision | None:
        """The seat's decision, as the rules make it from the determinized copy (what the seat
        may do does not depend on what it cannot see); None in a game without a resampler."""
        if self._world is None or self._view["is_over"] or self._seat not in self._view["active_players"]:
            return None
        if self._decision is None:
            self._decision = self._rules.decisions(self._world).get(self._seat)
        return self._decision

    # -- looking ahead ---------------------------------------------------------------------

    def determinized(self, rng: Rng) -> Game:
        """A detached `Game` in which everything the seat cannot see is dealt again with `rng`
        (the bot's generator), as is its chance from now on: play on it freely."""
        from .game import Game

        if self._world is None:
            raise NotImplementedError(f"{self.name} has no resampler: a bot cannot look ahead")
        state = self._rules.determinize(self._world, self._seat, rng)
        self._rules.reseed(state, Rng(rng.next64()))
        return Game.detached(self._rules, self.players, self._view["options"], state)

    def to_parts(self) -> tuple:
        """The seat object as plain data (for a state that does not pickle): its seat, view,
        log, the determinized state's `State.to_dict()` and the actions kept without one."""
        world = None if self._world is None else self._world.to_dict()
        return self._seat, copy_plain(self._view), copy_plain(self._log), world, copy_plain(self._actions)

    @classmethod
    def from_parts(cls, rules: Rules, parts: tuple) -> SeatGame:
        seat, view, log, world, actions = parts
        return cls(rules, seat, view, log, None if world is None else rules.state_from_dict(world), actions)

    def __getstate__(self) -> dict:
        return {**self.__dict__, "_decision": None}

    def __repr__(self) -> str:
        return f"<SeatGame {self.name} seat {self._seat} of {self.players}>"
