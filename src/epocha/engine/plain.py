"""Helpers for plain (JSON-like) data: the only kind of data a game state may hold."""

from __future__ import annotations

import json
from typing import Any

_SCALARS = frozenset({str, int, float, bool, type(None)})


def copy_plain(value: Any) -> Any:
    """Deep copy of dicts/lists/tuples of immutable scalars; much faster than `copy.deepcopy`."""
    kind = type(value)
    if kind in _SCALARS:  # the common case, decided without three isinstance calls
        return value
    # (exact lists and dicts: their scalars kept without a call each, as frames and states
    # hold mostly names and counts)
    if kind is list:
        return [v if type(v) in _SCALARS else copy_plain(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _SCALARS else copy_plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [copy_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: copy_plain(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return tuple(copy_plain(v) for v in value)
    return value


def canonical_json(value: Any) -> str:
    """Stable text of plain data, for equality checks and hashing."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
