"""Which games epocha can play. Game packages are imported only when first asked for."""

from __future__ import annotations

import importlib

from .errors import IllegalAction
from .rules import Rules

# name -> module that defines `RULES`
_KNOWN: dict[str, str] = {
    "innovation": "epocha.games.innovation",
    "tta": "epocha.games.tta",
}
_LOADED: dict[str, Rules] = {}


def game_names() -> list[str]:
    return sorted(_KNOWN)


def get_rules(name: str) -> Rules:
    if not isinstance(name, str) or name not in _KNOWN:
        raise IllegalAction(f"unknown game {name!r}; epocha plays: {', '.join(game_names())}")
    rules = _LOADED.get(name)
    if rules is None:
        rules = importlib.import_module(_KNOWN[name]).RULES
        _LOADED[name] = rules
    return rules
