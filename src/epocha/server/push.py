"""Pushed updates between server processes: a change one process commits reaches the watchers
of the others at once, instead of at their next poll.

After every commit that changed a game, the process announces the game's new head on one
channel, as the text `"<game_id> <seq> <version>"`; each process subscribes to the channel
once and hands the heads it hears to its hub, which wakes the game's local watchers (a head
heard is never announced again: no echo between processes). Two channels:

- Redis pub/sub when `EPOCHA_REDIS_URL` is set (it is then there anyway, for rate limits);
- PostgreSQL `LISTEN/NOTIFY` on the database itself otherwise, when it is PostgreSQL.

SQLite has none: it offers no way for one process to tell another that something changed, and
several processes over SQLite (one machine, one file) are the small case, where the hub's
poll of the watched games is cheap. Without a connected channel the hub polls as before.

A channel is only a shortcut: the database stays the truth. While the channel is connected the
hub keeps a slow safety poll (`safety_poll_seconds`); while it is down, the fast one
(`watch_seconds`), and it polls at once whenever the channel drops or comes back, so that
announcements lost in between are made up for. Announcing never blocks or fails a move: heads
wait in a small queue for a sender task, and trouble is logged once a minute at most.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import time
from collections.abc import Callable
from typing import Any, Protocol

from .outage import LOG_EVERY
from .settings import Settings
from .storage import Head, Store, could_be_game_id

log = logging.getLogger("epocha.server")

CHANNEL = "epocha_games"  # the PostgreSQL channel and the Redis channel alike
FIRST_RETRY = 0.5  # seconds before connecting again; doubles up to LAST_RETRY
LAST_RETRY = 30.0
SEND_RETRY = 1.0  # seconds before sending again after a failed send
MAX_PENDING = 10_000  # games whose announcement waits; the oldest go first (the poll covers them)

OnHead = Callable[[str, Head], None]  # a head heard from another process
OnLink = Callable[[bool], None]  # the channel is connected (True) or lost (False)


class Push(Protocol):
    async def start(self, on_head: OnHead, on_link: OnLink) -> None:
        """Begin listening (in the background: returns at once) and sending."""

    def announce(self, game_id: str, head: Head) -> None:
        """Tell the other processes that this one committed `head` (from the event loop;
        never blocks, never raises)."""

    async def close(self) -> None: ...


def make_push(settings: Settings, store: Store) -> Push | None:
    """The channel for this deployment: Redis when configured, else the PostgreSQL database
    itself; None over SQLite (see the module docstring)."""
    if settings.redis_url:
        return RedisPush(settings.redis_url)
    engine = store.engine
    if engine.dialect.name == "postgresql":
        # the store's own connection parameters, without SQLAlchemy's type adapters
        args, params = engine.dialect.create_connect_args(engine.url)
        params.pop("context", None)
        return PostgresPush(args[0] if args else "", params)
    return None


def payload(game_id: str, head: Head) -> str:
    return f"{game_id} {head.seq} {head.version}"


def parse(text: str | bytes) -> tuple[str, Head] | None:
    """A heard announcement; None for anything else on the channel."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    parts = text.split()
    if len(parts) != 3 or not could_be_game_id(parts[0]):
        return None
    try:
        return parts[0], Head(int(parts[1]), int(parts[2]))
    except ValueError:
        return None


class _Channel:
    """What both channels share: a listener that reconnects with backoff and reports the
    link's state, and a sender that sends the announcements waiting (coalesced per game)."""

    name = "push"

    def __init__(self) -> None:
        self.connected = False
        self._on_head: OnHead | None = None
        self._on_link: OnLink | None = None
        self._pending: dict[str, Head] = {}
        self._due: asyncio.Event | None = None  # announcements wait, or the link came back
        self._tasks: list[asyncio.Task] = []
        self._last_said = float("-inf")

    async def start(self, on_head: OnHead, on_link: OnLink) -> None:
        self._on_head, self._on_link = on_head, on_link
        self._due = asyncio.Event()
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._listen_forever()), loop.create_task(self._send_forever())]

    def announce(self, game_id: str, head: Head) -> None:
        if self._due is None:
            return  # not started (an app run without its lifespan): nobody to tell
        self._keep(game_id, head)
        while len(self._pending) > MAX_PENDING:
            del self._pending[next(iter(self._pending))]
        self._due.set()

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self._tasks = []
        self.connected = False

    def _keep(self, game_id: str, head: Head) -> None:
        """Wait to send `head`, unless a newer head of the game already waits (two moves'
        answers may come back from the worker threads in either order)."""
        known = self._pending.get(game_id)
        if known is None or head.version > known.version:
            self._pending[game_id] = head

    # -- for the channels ---------------------------------------------------------------

    async def _listen(self) -> None:
        """Connect, subscribe, then call `_linked(True)` and `_heard` for every message;
        returns or raises when the connection ends."""
        raise NotImplementedError

    async def _send(self, payloads: list[str]) -> None:
        raise NotImplementedError

    def _linked(self, up: bool) -> None:
        if up == self.connected:
            return
        self.connected = up
        if up:
            log.info("live updates between server processes go through %s", self.name)
            if self._due is not None:
                self._due.set()  # what waited meanwhile goes out now
        if self._on_link is not None:
            self._on_link(up)

    def _heard(self, text: str | bytes) -> None:
        heard = parse(text)
        if heard is not None and self._on_head is not None:
            self._on_head(*heard)

    def _trouble(self, doing: str, exc: BaseException) -> None:
        """Said once a minute at most: an outage of the channel is one line, not one per move."""
        now = time.monotonic()
        if now - self._last_said >= LOG_EVERY:
            self._last_said = now
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            log.warning("%s %s failed (watchers poll meanwhile): %s", self.name, doing, first)

    # -- the two tasks --------------------------------------------------------------------

    async def _listen_forever(self) -> None:
        delay = FIRST_RETRY
        while True:
            try:
                await self._listen()
            except Exception as exc:
                self._trouble("listening", exc)
            if self.connected:
                delay = FIRST_RETRY  # it worked for a while: this is a new outage
            self._linked(False)
            await asyncio.sleep(delay)
            delay = min(LAST_RETRY, delay * 2)

    async def _send_forever(self) -> None:
        assert self._due is not None
        while True:
            await self._due.wait()
            self._due.clear()
            if not self.connected or not self._pending:
                continue  # the listener's reconnecting is the retry schedule: no attempt per move
            batch, self._pending = self._pending, {}
            try:
                await self._send([payload(game_id, head) for game_id, head in batch.items()])
            except Exception as exc:
                self._trouble("announcing", exc)
                later, self._pending = self._pending, batch
                for game_id, head in later.items():
                    self._keep(game_id, head)
                await asyncio.sleep(SEND_RETRY)
                self._due.set()


class PostgresPush(_Channel):
    """`LISTEN/NOTIFY` on the database: one dedicated connection listens. Notifications go out
    on a second one, because `notifies()` holds its connection while it waits.

    They are sent right after the commit rather than with `pg_notify` inside the transaction:
    one hook serves both channels (the service knows every head it committed), the storage
    stays unaware of live updates, and heads committed together go out in one statement. A
    process that dies between its commit and its notification leaves that change to the
    others' safety poll."""

    name = "PostgreSQL LISTEN/NOTIFY"

    def __init__(self, conninfo: str, params: dict[str, Any]) -> None:
        super().__init__()
        self._conninfo = conninfo
        # a peer that vanished without closing the connection is noticed within a minute
        self._params = {
            "connect_timeout": 10,
            "keepalives": 1,
            "keepalives_idle": 30,
            "keepalives_interval": 10,
            "keepalives_count": 3,
            "application_name": "epocha push",
            **params,
            "autocommit": True,
        }
        self._sender: Any = None

    async def _connect(self) -> Any:
        import psycopg

        return await psycopg.AsyncConnection.connect(self._conninfo, **self._params)

    async def _listen(self) -> None:
        async with await self._connect() as conn:
            await conn.execute(f"LISTEN {CHANNEL}")
            self._linked(True)  # after LISTEN: the catch-up poll cannot miss what follows
            async for note in conn.notifies():
                self._heard(note.payload)

    async def _send(self, payloads: list[str]) -> None:
        if self._sender is None or self._sender.closed:
            self._sender = await self._connect()
        try:
            await self._sender.execute(
                "SELECT pg_notify(%s, p) FROM unnest(%s::text[]) AS p", (CHANNEL, payloads)
            )
        except Exception:
            with contextlib.suppress(Exception):
                await self._sender.close()
            self._sender = None
            raise

    async def close(self) -> None:
        await super().close()
        if self._sender is not None:
            with contextlib.suppress(Exception):
                await self._sender.close()
            self._sender = None


class RedisPush(_Channel):
    """Redis pub/sub: one subscription per process; announcements are published through the
    client's pool."""

    name = "Redis pub/sub"

    def __init__(self, url: str) -> None:
        super().__init__()
        self._url = url
        self._client: Any = None

    async def start(self, on_head: OnHead, on_link: OnLink) -> None:
        from redis.asyncio import Redis
        from redis.asyncio.retry import Retry
        from redis.backoff import NoBackoff

        self._client = Redis.from_url(
            self._url,
            # no silent reconnecting inside redis-py: a drop must reach `_listen_forever`,
            # which reconnects and has the hub poll for what the drop swallowed
            retry=Retry(NoBackoff(), 0, ()),
            # no read timeout: a quiet channel is not a dead one (the keepalives tell that)
            socket_connect_timeout=10,
            socket_keepalive=True,
            socket_keepalive_options=_keepalive_options(),
        )
        await super().start(on_head, on_link)

    async def _listen(self) -> None:
        pubsub = self._client.pubsub()
        try:
            await pubsub.subscribe(CHANNEL)
            async for message in pubsub.listen():
                if message["type"] == "subscribe":
                    self._linked(True)  # confirmed: the catch-up poll cannot miss what follows
                elif message["type"] == "message":
                    self._heard(message["data"])
        finally:
            with contextlib.suppress(Exception):
                await pubsub.aclose()

    async def _send(self, payloads: list[str]) -> None:
        async with self._client.pipeline(transaction=False) as pipe:
            for text in payloads:
                pipe.publish(CHANNEL, text)
            await pipe.execute()

    async def close(self) -> None:
        await super().close()
        if self._client is not None:
            with contextlib.suppress(Exception):
                await self._client.aclose()
            self._client = None


def _keepalive_options() -> dict[int, int]:
    """TCP keepalive timing (where the platform has the options): a dead peer within a minute."""
    wanted = {"TCP_KEEPIDLE": 30, "TCP_KEEPINTVL": 10, "TCP_KEEPCNT": 3}
    return {getattr(socket, name): value for name, value in wanted.items() if hasattr(socket, name)}
