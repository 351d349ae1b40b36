"""Which code wrote a state snapshot.

A snapshot is a cache of replaying a game's log, valid only for the code that made it; the
release number does not change between commits, so the key a snapshot is stored under also
carries a digest of the engine's and the game's own source and data files. A snapshot made by
other code (an earlier release, or a change to the game) is never read: the game is rebuilt
from its log, which every release replays exactly.
"""

from __future__ import annotations

import hashlib
import sys
from functools import cache
from pathlib import Path

import epocha
from epocha.engine.registry import get_rules

_ENGINE = Path(__file__).resolve().parents[1] / "engine"
_SUFFIXES = (".py", ".json", ".toml")


@cache
def code_version(game: str) -> str:
    """`<release>+<12 hex digits>`, at most 20 characters (the database column's width)."""
    module = sys.modules[type(get_rules(game)).__module__]
    package = Path(module.__file__ or "").resolve().parent
    digest = hashlib.sha256()
    for root in (_ENGINE, package):
        for path in sorted(p for p in root.rglob("*") if p.suffix in _SUFFIXES and p.is_file()):
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return f"{epocha.__version__}+{digest.hexdigest()[:12]}"
