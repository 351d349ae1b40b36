"""The games epocha plays, one package each (every rule of a game lives in its folder).

`epocha.games()` lists their names: this package is that callable (its module class has a
`__call__`), so `epocha.games.innovation` and `epocha.games()` both work.
"""

from __future__ import annotations

import sys
import types


class _GamesPackage(types.ModuleType):
    def __call__(self) -> list[str]:
        from epocha.engine.registry import game_names

        return game_names()


sys.modules[__name__].__class__ = _GamesPackage
