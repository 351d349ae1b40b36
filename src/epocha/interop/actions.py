"""Stable integer action ids and fixed-size observations: what a game provides to research code.

A game opts in by naming, in its manifest (`GameManifest.encoding`), an object that follows
`GameEncoding` below, or a function `(options) -> GameEncoding` that gives one per normalized
options (a game whose options change its cards: each edition its own table, `version` and
`variant`). The adapters (PettingZoo, OpenSpiel, Gymnasium) find it with
`encoding_for(name, options, players)` — the encoding of the options they play — and use
nothing else that is game-specific.

An encoding maps every action dict a seat can be offered to an integer in
`range(action_count)` and back, and turns a seat's `view` into a float vector of
`observation_size`. Ids come from fixed tables, never from the order of legal actions at run
time, so a trained policy keeps its meaning across versions of the engine. Several legal
actions may share an id only where an encoding says so (e.g. hidden cards beyond a table of
places); `legal_action_for_id` then takes the first of them.

Needs the `research` extra (numpy).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

import numpy as np

from epocha.engine import Game, IllegalAction
from epocha.engine.registry import get_manifest


@runtime_checkable
class GameEncoding(Protocol):
    game: str
    version: int  # bumped whenever an id or an observation slot changes meaning
    action_count: int
    observation_size: int
    chance_outcomes: int  # the most outcomes one chance event of the game can have
    # (optional) which of the game's encodings this is, where its options choose among several
    # ("" or absent: the game's only or default one); names it beside `game` and `version`
    # variant: str

    def action_id(self, action: dict) -> int:
        """The id of a legal action dict (its display fields and unknown keys are ignored)."""
        ...

    def action(self, action_id: int) -> dict:
        """The action dict an id stands for (without display fields)."""
        ...

    def action_name(self, action_id: int) -> str:
        """A short text for an id (logs, OpenSpiel's `action_to_string`)."""
        ...

    def observe(self, view: dict) -> np.ndarray:
        """`Game.view(seat)` as a float32 vector of `observation_size`, every entry in [0, 1]."""
        ...


def layout_offsets(layout: tuple[tuple[str, int], ...]) -> tuple[dict[str, int], int]:
    """Where each named block of an observation starts, and the observation's size, for a
    layout of (name, size) blocks laid end to end."""
    offsets: dict[str, int] = {}
    at = 0
    for name, size in layout:
        offsets[name] = at
        at += size
    return offsets, at


def key_blocks(keys: tuple[tuple, ...]) -> dict[str, tuple[int, int]]:
    """An action table's blocks: block name -> (first id, size), a block being the keys of one
    head in a row (a choice's keys, `("choose", kind, option)`, one block per kind)."""
    blocks: dict[str, tuple[int, int]] = {}
    for i, key in enumerate(keys):
        name = f"choose:{key[1]}" if key[0] == "choose" else key[0]
        first, size = blocks.get(name, (i, 0))
        blocks[name] = (first, size + 1)
    return blocks


def frozen(value: Any) -> Any:
    """Plain data as a hashable table key: lists become tuples."""
    if isinstance(value, (list, tuple)):
        return tuple(frozen(v) for v in value)
    return value


def thawed(value: Any) -> Any:
    """A table key's value as plain data again: tuples become lists."""
    if isinstance(value, tuple):
        return [thawed(v) for v in value]
    return value


def scaled(count: float, scale: float) -> float:
    """A count as an observation entry: divided by its scale, within [0, 1]."""
    return min(max(float(count), 0.0) / scale, 1.0)


class Observation:
    """A seat's observation being written: a float32 vector of named blocks (`layout_offsets`),
    other seats counted from the observer's (`slot`: 0 is the observer, or seat 0 for a
    spectator)."""

    def __init__(self, view: dict, offsets: dict[str, int], size: int) -> None:
        self.vector = np.zeros(size, dtype=np.float32)
        self.offsets = offsets
        self.players: int = view["players"]
        self.me: int = view["seat"] if view["seat"] is not None else 0

    def put(self, name: str, i: int = 0, value: float = 1.0) -> None:
        self.vector[self.offsets[name] + i] = value

    def slot(self, p: int) -> int:
        return (p - self.me) % self.players


class TableEncoding:
    """A `GameEncoding` whose ids are positions in a fixed table of action keys: what both
    games use. The game gives the table and how to go between an action dict and its key, how
    to name a key, and how to observe a view."""

    def __init__(
        self,
        game: str,
        version: int,
        keys: tuple[tuple, ...],
        observation_size: int,
        key_of: Callable[[dict], tuple],
        action_of: Callable[[tuple], dict],
        name_of: Callable[[tuple], str],
        observe: Callable[[dict], np.ndarray],
        *,
        chance_outcomes: int,
        variant: str = "",
    ) -> None:
        self.game = game
        self.version = version
        self.variant = variant
        self.keys = keys
        self.action_count = len(keys)
        self.observation_size = observation_size
        self.chance_outcomes = chance_outcomes
        self._ids = {key: i for i, key in enumerate(keys)}
        if len(self._ids) != len(keys):
            raise ValueError(f"{game}: the action table repeats a key")
        self._key_of, self._action_of, self._name_of, self._observe = key_of, action_of, name_of, observe

    def action_id(self, action: dict) -> int:
        return self._ids[self._key_of(action)]

    def action(self, action_id: int) -> dict:
        return self._action_of(self.keys[action_id])

    def action_name(self, action_id: int) -> str:
        return self._name_of(self.keys[action_id])

    def observe(self, view: dict) -> np.ndarray:
        return self._observe(view)


def encoding_for(game: str, options: dict | None = None, players: int | None = None) -> GameEncoding:
    """The research encoding the game's manifest declares for a game with these options (the
    defaults when None; `players`: the count they are normalized at)."""
    return get_manifest(game).encoding_object(options, players)


def encoding_name(encoding: GameEncoding) -> str:
    """The encoding's game, variant (when it has one) and version: `<game>_v1`,
    `<game>_<variant>_v1` (PettingZoo's environment name)."""
    variant = getattr(encoding, "variant", "")
    return f"{encoding.game}{'_' + variant if variant else ''}_v{encoding.version}"


def legal_ids(encoding: GameEncoding, legal_actions: list[dict]) -> list[int]:
    """The ids of `legal_actions`, sorted, without repeats."""
    return sorted({encoding.action_id(a) for a in legal_actions})


def action_mask(encoding: GameEncoding, legal_actions: list[dict]) -> np.ndarray:
    """A 0/1 int8 vector of `action_count`: 1 where an id names a legal action."""
    mask = np.zeros(encoding.action_count, dtype=np.int8)
    for a in legal_actions:
        mask[encoding.action_id(a)] = 1
    return mask


def legal_action_for_id(encoding: GameEncoding, legal_actions: list[dict], action_id: int) -> dict:
    """The legal action that `action_id` names (the first, if several share it)."""
    action_id = int(action_id)  # numpy integers from samplers and policies
    for a in legal_actions:
        if encoding.action_id(a) == action_id:
            return a
    if not 0 <= action_id < encoding.action_count:
        raise IllegalAction(f"action id {action_id} is outside 0-{encoding.action_count - 1}")
    raise IllegalAction(f"action id {action_id} ({encoding.action_name(action_id)}) is not legal now")


def observed_view(game: Game, seat: int | None) -> dict:
    """`game.view(seat)` without what is not an observation of the position: the log (the
    larger part of a view's cost late in a game, so it is not even built), its length,
    `can_undo` and `undo`, which depend on how the game was reached (a resampled copy has
    neither)."""
    view = game.view(seat, log_from=len(game.state.log))
    for key in _NOT_OBSERVED:
        view.pop(key, None)
    return view


_NOT_OBSERVED = ("log", "log_length", "can_undo", "undo")
