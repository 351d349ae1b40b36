"""Which table's bot moves next, when more tables have a bot to move than may move at once.

At most `size` bot moves are under way at a time (`EPOCHA_MAX_BOT_TABLES`). The others wait
in line: tables where a person plays go first — a person waits for that bot — and tables of
bots only after them; within each, first come, first served. A table goes back into the line
after each move, so a long game of bots cannot hold a place for long.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
from collections.abc import AsyncIterator

PERSON, BOTS_ONLY = 0, 1  # places in line


class BotGate:
    def __init__(self, size: int) -> None:
        self._free = size
        self._line: list[tuple[int, int, asyncio.Future]] = []  # a heap: (place, arrival, waiter)
        self._arrivals = itertools.count()

    def busy(self) -> bool:
        """Every place is taken: a table asking now waits."""
        return self._free == 0

    @contextlib.asynccontextmanager
    async def turn(self, with_person: bool) -> AsyncIterator[None]:
        """Hold one of the places while the block runs (waiting in line for it if need be)."""
        if self._free > 0 and not self._line:
            self._free -= 1
        else:
            waiter = asyncio.get_running_loop().create_future()
            place = PERSON if with_person else BOTS_ONLY
            heapq.heappush(self._line, (place, next(self._arrivals), waiter))
            try:
                await waiter
            except asyncio.CancelledError:
                if waiter.done() and not waiter.cancelled():
                    self._release()  # handed a place just as it was cancelled: pass it on
                raise
        try:
            yield
        finally:
            self._release()

    def _release(self) -> None:
        while self._line:
            *_, waiter = heapq.heappop(self._line)
            if not waiter.done():  # (a waiter cancelled meanwhile has left the line)
                waiter.set_result(None)
                return
        self._free += 1
