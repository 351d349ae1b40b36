"""Which games epocha can play: the manifests registered under the entry-point group
`epocha.games`, plus any registered in-process with `register` (games defined in tests).

An entry point names a `GameManifest`:

    [project.entry-points."epocha.games"]
    mygame = "mypackage.manifest:MANIFEST"

Listing the games reads only the entry points' names; a manifest is imported when a game is
first asked for, and its rules later still (see `GameManifest.loaded_rules`). The entry
points are read again whenever `sys.path` changes, so a package put on the path (a test
fixture with a `*.dist-info/entry_points.txt`) plugs in without an install.
"""

from __future__ import annotations

import sys
from importlib.metadata import EntryPoint, entry_points

from .errors import IllegalAction
from .plugin import GameManifest
from .rules import Rules

GROUP = "epocha.games"

_REGISTERED: dict[str, GameManifest] = {}
_LOADED: dict[str, GameManifest] = {}
_SCAN: tuple[tuple[str, ...], dict[str, EntryPoint]] | None = None


def _entry_points() -> dict[str, EntryPoint]:
    global _SCAN
    path = tuple(sys.path)
    if _SCAN is None or _SCAN[0] != path:
        found: dict[str, EntryPoint] = {}
        for ep in entry_points(group=GROUP):
            found.setdefault(ep.name, ep)  # the first on sys.path wins, as for imports
        _SCAN = (path, found)
        _LOADED.clear()
    return _SCAN[1]


def game_names() -> list[str]:
    return sorted(set(_entry_points()) | set(_REGISTERED))


def get_manifest(name: str) -> GameManifest:
    if not isinstance(name, str):
        raise IllegalAction(f"a game is named by a string, not {name!r}")
    if name in _REGISTERED:
        return _REGISTERED[name]
    points = _entry_points()
    manifest = _LOADED.get(name)
    if manifest is None:
        if name not in points:
            raise IllegalAction(f"unknown game {name!r}; epocha plays: {', '.join(game_names())}")
        manifest = points[name].load()
        if not isinstance(manifest, GameManifest) or manifest.name != name:
            raise TypeError(f"the entry point {name!r} of {GROUP} must name the GameManifest of {name!r}")
        _LOADED[name] = manifest
    return manifest


def get_rules(name: str) -> Rules:
    return get_manifest(name).loaded_rules


def manifests() -> list[GameManifest]:
    return [get_manifest(name) for name in game_names()]


def register(manifest: GameManifest) -> None:
    """Make a game playable in this process without an entry point (`unregister` undoes it)."""
    _REGISTERED[manifest.name] = manifest


def unregister(name: str) -> None:
    _REGISTERED.pop(name, None)
