"""What a bot remembers of its own past decisions, so that bots answering each other cannot
repeat a cycle forever (see GreedyBot and ISMCTSBot). Built only from what the seat saw."""

from __future__ import annotations

import json
from collections.abc import Hashable
from typing import Any

from epocha.engine import SeatGame
from epocha.engine.decision import DISPLAY_KEYS

NO_LOG = 1 << 62  # a view from this log entry on has no log: the state is all that is compared


def action_key(action: dict) -> tuple:
    """A hashable form of an action as its seat sees it (its display fields are only words)."""
    items = [
        (k, v if type(v) is str or type(v) is int else _freeze(v))
        for k, v in action.items()
        if k not in DISPLAY_KEYS
    ]
    items.sort()
    return tuple(items)


def _freeze(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


# keys of a view that count time rather than describe the position
_COUNTERS = frozenset({"number", "round"})


class RepetitionMemory:
    """Which action a bot took in each position (as its seat saw it) it has decided in."""

    def __init__(self, limit: int = 20_000) -> None:
        self.limit = limit
        self.seen: dict[int, dict[Hashable, int]] = {}

    def position(self, me: SeatGame, keys: list) -> int:
        """A digest of the seat's view of the position (without turn counters) and of its
        legal actions."""
        text = json.dumps(_without_counters(me.view(NO_LOG)["state"]), sort_keys=True, default=str)
        return hash((text, tuple(keys)))

    def taken(self, position: int, key: Hashable) -> int:
        """How often the bot took `key` in `position` before."""
        return self.seen.get(position, {}).get(key, 0)

    def record(self, position: int, key: Hashable) -> None:
        if len(self.seen) >= self.limit:
            self.seen.clear()
        counts = self.seen.setdefault(position, {})
        counts[key] = counts.get(key, 0) + 1


def _without_counters(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_counters(v) for k, v in value.items() if k not in _COUNTERS}
    if isinstance(value, list):
        return [_without_counters(v) for v in value]
    return value
