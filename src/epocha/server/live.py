"""Live updates inside one server process: every game has a version counter and waiters.

Websocket handlers and long-poll requests wait for a game's version to move on, then each
computes its own seat's view. (With several server processes a broker such as Redis would
carry the same "game X changed" notes between them.)
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import defaultdict


class Hub:
    def __init__(self) -> None:
        self._versions: dict[str, int] = defaultdict(int)
        self._conditions: dict[str, asyncio.Condition] = {}

    def _condition(self, game_id: str) -> asyncio.Condition:
        cond = self._conditions.get(game_id)
        if cond is None:
            cond = self._conditions[game_id] = asyncio.Condition()
        return cond

    def version(self, game_id: str) -> int:
        return self._versions[game_id]

    async def publish(self, game_id: str) -> None:
        cond = self._condition(game_id)
        async with cond:
            self._versions[game_id] += 1
            cond.notify_all()

    async def wait(self, game_id: str, seen: int, timeout: float) -> int:
        """Wait until the game's version differs from `seen` (or the timeout); the new version."""
        cond = self._condition(game_id)
        async with cond:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(cond.wait_for(lambda: self._versions[game_id] != seen), timeout)
            return self._versions[game_id]
