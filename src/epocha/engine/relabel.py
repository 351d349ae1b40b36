"""Renaming things throughout plain data (resamplers swap hidden cards this way)."""

from __future__ import annotations

from typing import Any


def relabel(value: Any, mapping: dict[str, str]) -> Any:
    """`value` with every string found in `mapping` replaced, at any depth."""
    if isinstance(value, str):
        return mapping.get(value, value)
    if isinstance(value, list):
        return [relabel(v, mapping) for v in value]
    if isinstance(value, tuple):
        return tuple(relabel(v, mapping) for v in value)
    if isinstance(value, dict):
        return {k: relabel(v, mapping) for k, v in value.items()}
    return value
