"""Live updates: websocket handlers and long polls wait here for a game to change.

The database is the only shared truth. Every change a client may want to see bumps the
game's stored `version` (moves also bump `seq`). A process that makes a change publishes the
new head at once to its own watchers and announces it to the other server processes through
the push channel (push.py: Redis pub/sub or PostgreSQL LISTEN/NOTIFY), whose hubs publish what
they hear. A poller reads the heads of the watched games (one query for all of them) while
anybody watches: every `interval` seconds while no channel is connected (always on SQLite,
which has none), every `safety_interval` seconds as a safety net while one is, and at once
when the channel drops or comes back (announcements may have been lost in between).

Only games somebody watches are tracked: a game's entry goes when its last watcher leaves.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable

from starlette.concurrency import run_in_threadpool

from .outage import storage_problem
from .problem import Problem
from .push import Push
from .storage import Head

log = logging.getLogger("epocha.server")


class _Watch:
    __slots__ = ("changed", "clients", "head")

    def __init__(self) -> None:
        self.clients = 0
        self.head: Head | None = None  # the newest head known; None until first seen
        self.changed = asyncio.Event()  # replaced by a fresh one at every change


class Hub:
    def __init__(
        self,
        fetch: Callable[[list[str]], dict[str, Head]],
        interval: float = 0.5,
        push: Push | None = None,
        safety_interval: float = 5.0,
    ) -> None:
        """`fetch(ids)`: the stored heads of those games (called in a worker thread)."""
        self._fetch = fetch
        self.interval = interval
        self.safety_interval = safety_interval
        self._push = push
        self.pushed = False  # the push channel is connected: the poll is only a safety net
        self._watches: dict[str, _Watch] = {}
        self._poller: asyncio.Task | None = None
        self._nudge: asyncio.Event | None = None  # set: the poller looks now
        # a check of the watched games that found the storage unavailable wakes every waiter
        # and tells it why; `_outages` counts them (a waiter started after one is not told of it)
        self.outage: Problem | None = None
        self._outages = 0

    @contextlib.asynccontextmanager
    async def watching(self, game_id: str) -> AsyncIterator[None]:
        """Track the game while the block runs. Enter it *before* reading the game, so that
        no change falls between the read and the wait."""
        watch = self._watches.get(game_id)
        if watch is None:
            watch = self._watches[game_id] = _Watch()
        watch.clients += 1
        if self._poller is None or self._poller.done():
            # made here, not in the task: a channel that connects before the task first runs
            # must still have it look at once
            self._nudge = asyncio.Event()
            self._poller = asyncio.get_running_loop().create_task(self._poll(self._nudge))
        try:
            yield
        finally:
            watch.clients -= 1
            if watch.clients == 0 and self._watches.get(game_id) is watch:
                del self._watches[game_id]
                if not self._watches and self._nudge is not None:
                    self._nudge.set()  # the poller ends now rather than after its long wait

    def watched(self) -> int:
        return len(self._watches)

    def head(self, game_id: str) -> Head | None:
        watch = self._watches.get(game_id)
        return watch.head if watch else None

    async def start(self) -> None:
        """Connect the push channel (in the background), if there is one."""
        if self._push is not None:
            await self._push.start(self.publish, self._linked)

    def committed(self, game_id: str, head: Head | None) -> None:
        """This process committed a change: wake its own watchers and tell the other
        processes. (What they hear they only `publish`: nothing is announced twice.)"""
        if head is None:
            return
        self.publish(game_id, head)
        if self._push is not None:
            self._push.announce(game_id, head)

    def publish(self, game_id: str, head: Head | None) -> None:
        """The game is now at `head` (a change this process committed, or one heard from the
        channel or found by the poller). Wakes the game's waiters if that is news."""
        watch = self._watches.get(game_id)
        if watch is None or head is None:
            return  # nobody watches here: nothing to remember
        if watch.head is not None and head.version <= watch.head.version:
            return  # versions only grow; an older note arriving late changes nothing
        watch.head = head
        watch.changed.set()
        watch.changed = asyncio.Event()

    async def wait(self, game_id: str, seen: int, timeout: float) -> Head | None:
        """Wait (inside `watching`) until the game's version is past `seen`, or the timeout.
        The newest known head (None if none is known yet). Raises the outage's `Problem`
        when a check finds the storage unavailable meanwhile."""
        watch = self._watches[game_id]
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        outages = self._outages
        while watch.head is None or watch.head.version <= seen:
            if self._outages != outages and self.outage is not None:
                raise self.outage
            remaining = deadline - loop.time()
            if remaining <= 0:
                break
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(watch.changed.wait(), remaining)
        return watch.head

    async def close(self) -> None:
        if self._poller is not None:
            self._poller.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._poller
        if self._push is not None:
            await self._push.close()
        self.pushed = False

    def _linked(self, up: bool) -> None:
        """The channel connected or dropped: poll at once, for what a drop swallowed or what
        changed while it was away; then at the pace that suits the new state."""
        self.pushed = up
        if self._nudge is not None:
            self._nudge.set()

    async def _poll(self, nudge: asyncio.Event) -> None:
        """Notice changes other processes made to the watched games; ends when nobody watches."""
        try:
            while self._watches:
                with contextlib.suppress(TimeoutError):
                    wait = self.safety_interval if self.pushed else self.interval
                    await asyncio.wait_for(nudge.wait(), wait)
                nudge.clear()
                ids = list(self._watches)
                if not ids:
                    break
                await self._check(ids)
        finally:
            if self._nudge is nudge:
                self._nudge = None

    async def _check(self, ids: list[str]) -> None:
        try:
            heads = await run_in_threadpool(self._fetch, ids)
        except Exception as exc:  # the database may be briefly away; try again next round
            problem = storage_problem(exc)
            if problem is None:
                log.exception("checking watched games failed")
                return
            self.outage = problem
            self._outages += 1
            for watch in self._watches.values():  # their clients are told, and come back
                watch.changed.set()
                watch.changed = asyncio.Event()
            return
        for game_id, head in heads.items():
            self.publish(game_id, head)
