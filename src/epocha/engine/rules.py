"""The contract a game implements so that the engine (and everything above it) can run it."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from .decision import Decision
from .options import OptionsSchema
from .rng import Rng
from .state import State


class Rules(ABC):
    """One game's rules. Stateless: every method works on the `State` it is given."""

    name: str
    title: str
    min_players: int
    max_players: int
    # the options a table may set (the game's manifest declares the same schema)
    options: OptionsSchema = OptionsSchema()
    # Action types that give the game up (e.g. "resign"). Legal, but never a move
    # a baseline bot should pick at random: see `epocha.bots.base.playable_actions`.
    concession_types: frozenset[str] = frozenset()
    # what `game_length` counts, in words for reports ("turns": one seat's turn each; "rounds")
    length_unit: str = "turns"

    def title_for(self, options: dict) -> str:
        """The game's name as a table with these (normalized) options plays it (a game with
        several editions or games in one: which one); by default its title."""
        return self.title

    def normalize_options(self, options: dict | None, players: int | None = None) -> dict:
        """Validated options with defaults filled in (`IllegalAction` for anything the schema
        refuses); `players` None when the count is not known yet (a position being read)."""
        return self.options.normalize(options, players, self.title)

    @abstractmethod
    def setup(self, players: int, seed: int, options: dict) -> State:
        """A new game, before anyone has acted."""

    @abstractmethod
    def decisions(self, state: State) -> dict[int, Decision]:
        """Who must act now and what each of them may do ({} once the game is over)."""

    @abstractmethod
    def apply(self, state: State, seat: int, value: Any) -> None:
        """Apply a validated answer and run the game on until the next decision or the end."""

    @abstractmethod
    def view(self, state: State, seat: int | None) -> dict:
        """The state as `seat` may see it (`None`: a spectator)."""

    def log_message(self, event: dict) -> dict | None:
        """The message of a log event as one seat sees it (`event` is already redacted for
        that seat: a hidden card's name is not in it); None for an event nobody reads."""
        return None

    def log_cause(self, log: Sequence[dict], i: int) -> dict | None:
        """Why `log[i]` happened, when its message does not say: the card whose effect is
        running (`card_cause`) or the rules section that made it (`rule_cause`), read from the
        events before it (a dogma begun, an action taken). Every seat is given the same
        answer, so it must come from what every seat sees. None: nothing to point at."""
        return None

    def worded(self, event: dict, log: Sequence[dict], i: int) -> dict | None:
        """The message of `event` (`log[i]` as one seat sees it) with its cause: the game's
        `log_message`, given `log_cause`'s answer where the message names none."""
        m = self.log_message(event)
        if m is not None and "cause" not in m:
            why = self.log_cause(log, i)
            if why is not None:
                m["cause"] = why
        return m

    def state_from_dict(self, data: dict) -> State:
        """The inverse of `State.to_dict` (snapshots: a cache that saves replaying)."""
        raise NotImplementedError(f"{self.name} has no state snapshots")

    def determinize(self, state: State, seat: int | None, rng: Rng) -> State:
        """A copy of `state` in which everything hidden from `seat` is resampled consistently
        with what `seat` sees, using `rng` only (never where the hidden things really are).
        Its log is dropped. Bots search on such copies, made by `Game.determinized`, which
        also re-seeds the copy's chance (`reseed`): this method need not."""
        raise NotImplementedError(f"{self.name} has no resampler")

    def shown_as(self, component: Any) -> Any:
        """What a seat that sees `component` (a card chance deals) is shown of it: its name
        in views and logs. Copies of one card, distinct to the rules, show the same name."""
        return component

    def reseed(self, state: State, rng: Rng) -> None:
        """Make `rng` the only source of chance of `state` from now on (determinized copies:
        their future draws must not be the real game's). By default the generator is the
        state's `rng` attribute, where every game keeps it; a game that keeps chance
        elsewhere overrides this."""
        if not isinstance(getattr(state, "rng", None), Rng):
            raise NotImplementedError(f"{self.name} keeps no `rng` in its state: override Rules.reseed")
        state.rng = rng  # type: ignore[attr-defined]

    def game_length(self, state: State) -> int | None:
        """How long the game has run, in `length_unit`s, the current one included (for
        statistics: simulate, arena, analyze); None if the game does not count."""
        return None

    def evaluate(self, state: State, seat: int) -> float:
        """A heuristic value of `state` for `seat` (higher is better), for bots."""
        raise NotImplementedError(f"{self.name} has no heuristic evaluation")

    def evaluate_all(self, state: State) -> list[float]:
        """`evaluate` for every seat, in seat order (search scores every leaf for every seat;
        a game whose values share work, such as each seat's best opponent, overrides it)."""
        return [self.evaluate(state, p) for p in range(state.player_count)]

    def from_position(self, position: dict, seed: int, options: dict) -> State:
        from .errors import IllegalAction

        raise IllegalAction(f"{self.name} has no position format yet")

    def to_position(self, state: State) -> dict:
        from .errors import IllegalAction

        raise IllegalAction(f"{self.name} has no position format yet")
