"""Pushed updates between server processes: a move made through one process reaches the
websockets of another through Redis pub/sub or PostgreSQL LISTEN/NOTIFY, not through the poll
(the tests put the poll an hour away); a head heard is never announced again; a channel that
is down leaves the table working on the poll, and one that drops comes back by itself."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import sqlalchemy
from fastapi.testclient import TestClient
from websockets.sync.client import connect

from epocha.server import push as push_module
from epocha.server.app import create_app
from epocha.server.live import Hub
from epocha.server.push import RedisPush, _Channel, make_push, parse, payload
from epocha.server.settings import Settings
from epocha.server.storage import Head, Store

from .conftest import free_port
from .helpers import act, create, start_server, view

# the poll an hour away: whatever arrives sooner came through the push channel
NO_POLL = {"EPOCHA_WATCH_SECONDS": "3600", "EPOCHA_SAFETY_POLL_SECONDS": "3600"}
TWO_SEATS = [{"kind": "me"}, {"kind": "invite"}]


@contextlib.contextmanager
def two_servers(database_url: str, **env: str) -> Iterator[tuple[int, int]]:
    """Two `epocha serve` processes over one database; their ports."""
    servers = []
    try:
        for _ in range(2):
            port = free_port()
            servers.append((start_server(database_url, port, **env), port))
        yield servers[0][1], servers[1][1]
    finally:
        for server, _ in servers:
            server.kill()
            server.wait()


def next_state(ws, within: float = 10) -> dict:
    """The next state message on a `websockets` connection (pings skipped)."""
    deadline = time.monotonic() + within
    while True:
        message = json.loads(ws.recv(timeout=max(0.0, deadline - time.monotonic())))
        if message["type"] == "state":
            return message


def move_reaches_the_other_process(port_a: int, port_b: int) -> None:
    """Seat 1 watches through B; seat 0 moves through A; B's websocket shows the move."""
    with httpx.Client(base_url=f"http://127.0.0.1:{port_a}", timeout=10) as a:
        created = create(a, TWO_SEATS)
        gid, tokens = created["id"], created["tokens"]
        with connect(f"ws://127.0.0.1:{port_b}/ws/games/{gid}") as ws:
            ws.send(json.dumps({"token": tokens["1"], "log_from": 0}))
            assert next_state(ws)["seq"] == 0
            action = view(a, gid, tokens["0"])["view"]["legal_actions"][0]
            assert act(a, gid, tokens["0"], action, seq=0).status_code == 200
            moved = next_state(ws)
            assert moved["seq"] == 1
            assert moved["view"] == view(a, gid, tokens["1"])["view"]


def test_postgres_notify_carries_a_move_to_another_process(postgres_url):
    with two_servers(postgres_url, EPOCHA_REDIS_URL="", **NO_POLL) as (port_a, port_b):
        move_reaches_the_other_process(port_a, port_b)


def test_redis_carries_a_move_to_another_process(sqlite_url, redis_server):
    with two_servers(sqlite_url, EPOCHA_REDIS_URL=redis_server, **NO_POLL) as (port_a, port_b):
        move_reaches_the_other_process(port_a, port_b)


def test_the_channel_suits_the_database(sqlite_url):
    postgres_url = "postgresql+psycopg://epocha@127.0.0.1:5432/epocha"  # never connected to
    redis_url = "redis://127.0.0.1:6379/0"
    for url, redis, kind in [
        (sqlite_url, None, type(None)),
        (postgres_url, None, push_module.PostgresPush),
        (postgres_url, redis_url, RedisPush),  # Redis, when configured, whatever the database
        (sqlite_url, redis_url, RedisPush),
    ]:
        store = Store(url)
        assert isinstance(make_push(Settings(database_url=url, redis_url=redis), store), kind)
        store.dispose()
    assert parse(payload("0123abcd", Head(4, 9))) == ("0123abcd", Head(4, 9))
    assert parse(b"0123abcd 4 9") == ("0123abcd", Head(4, 9))
    for noise in ("", "x", "a b c", "0123abcd 4", "bad/id 1 2", "0123abcd 1 2 3"):
        assert parse(noise) is None


# -- the hub and the channel, without servers ------------------------------------------------


class FakePush:
    """A channel that records what is announced; the test plays the other processes."""

    def __init__(self) -> None:
        self.announced: list[tuple[str, Head]] = []
        self.on_head: Callable[[str, Head], None] | None = None
        self.on_link: Callable[[bool], None] | None = None
        self.closed = False

    async def start(self, on_head, on_link) -> None:
        self.on_head, self.on_link = on_head, on_link

    def announce(self, game_id: str, head: Head) -> None:
        self.announced.append((game_id, head))

    async def close(self) -> None:
        self.closed = True


def test_a_head_heard_is_published_here_and_never_announced_again():
    async def main() -> None:
        channel = FakePush()
        hub = Hub(lambda ids: {}, interval=3600, push=channel, safety_interval=3600)
        await hub.start()
        async with hub.watching("g1"):
            channel.on_head("g1", Head(1, 1))  # another process moved
            assert await hub.wait("g1", 0, 10) == Head(1, 1)
            assert channel.announced == []
            hub.committed("g1", Head(2, 2))  # this process moved
            assert await hub.wait("g1", 1, 10) == Head(2, 2)
            channel.on_head("g1", Head(2, 2))  # its own announcement, heard back: nothing new
            hub.committed("g2", Head(1, 1))  # nobody watches it here; others may
            assert channel.announced == [("g1", Head(2, 2)), ("g2", Head(1, 1))]
        await hub.close()
        assert channel.closed

    asyncio.run(main())


def test_the_hub_polls_at_once_when_the_channel_comes_back_or_drops():
    """Changes announced while the channel was away are caught up by one poll at reconnect;
    a drop also polls at once (announcements may have been lost on the way)."""
    stored = {"g1": Head(0, 0)}

    async def main() -> None:
        channel = FakePush()
        hub = Hub(lambda ids: {i: stored[i] for i in ids}, interval=3600, push=channel, safety_interval=3600)
        await hub.start()
        async with hub.watching("g1"):
            stored["g1"] = Head(1, 1)  # committed elsewhere, its announcement lost
            channel.on_link(True)
            assert hub.pushed
            assert await hub.wait("g1", 0, 10) == Head(1, 1)
            stored["g1"] = Head(2, 2)
            channel.on_link(False)
            assert not hub.pushed
            assert await hub.wait("g1", 1, 10) == Head(2, 2)
        await hub.close()

    asyncio.run(main())


class Flaky(_Channel):
    """A connected channel whose sends fail until told otherwise."""

    name = "test channel"

    def __init__(self) -> None:
        super().__init__()
        self.failing = True
        self.tries = 0
        self.sent: list[str] = []

    async def _listen(self) -> None:
        self._linked(True)
        await asyncio.Event().wait()

    async def _send(self, payloads: list[str]) -> None:
        self.tries += 1
        if self.failing:
            raise ConnectionError("connection refused")
        self.sent.extend(payloads)


def test_failed_announcements_wait_and_are_logged_once(monkeypatch, caplog):
    monkeypatch.setattr(push_module, "SEND_RETRY", 0.01)

    async def until(condition: Callable[[], bool]) -> None:
        async with asyncio.timeout(10):
            while not condition():
                await asyncio.sleep(0.005)

    async def main() -> None:
        channel = Flaky()
        await channel.start(lambda *_: None, lambda _: None)
        await until(lambda: channel.connected)
        channel.announce("g1", Head(1, 1))
        await until(lambda: channel.tries >= 1)
        channel.announce("g1", Head(2, 2))
        channel.announce("g2", Head(1, 1))
        await until(lambda: channel.tries >= 4)
        channel.failing = False
        await until(lambda: len(channel.sent) >= 2)
        await channel.close()
        # what waited went out once the channel took it: the newest head of each game
        assert sorted(channel.sent) == ["g1 2 2", "g2 1 1"]

    with caplog.at_level(logging.WARNING, logger="epocha.server"):
        asyncio.run(main())
    said = [r for r in caplog.records if "test channel announcing failed" in r.getMessage()]
    assert len(said) == 1 and said[0].exc_info is None


# -- a channel that is down, and one that drops ---------------------------------------------


def _state(ws, seq: int, within: float = 30) -> dict:
    """The next state message at `seq` on a TestClient websocket."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        message = ws.receive_json()
        if message["type"] == "state" and message["seq"] == seq:
            return message
    raise AssertionError("no update arrived")


def _until(condition: Callable[[], bool], within: float = 30) -> None:
    deadline = time.monotonic() + within
    while not condition():
        assert time.monotonic() < deadline, "the condition never held"
        time.sleep(0.01)


def test_a_channel_that_is_down_leaves_the_poll_in_charge(tmp_path: Path, caplog):
    """Redis is configured but nothing answers on its port: moves are made all the same, and
    the other process's watchers hear of them through the poll (`watch_seconds`)."""
    settings = Settings(
        database_url=f"sqlite:///{tmp_path / 'epocha.db'}",
        redis_url=f"redis://127.0.0.1:{free_port()}/0",
        watch_seconds=0.1,
        safety_poll_seconds=3600,
    )
    with (
        caplog.at_level(logging.WARNING, logger="epocha.server"),
        TestClient(create_app(settings)) as a,
        TestClient(create_app(settings)) as b,
    ):
        created = create(a, TWO_SEATS)
        gid, tokens = created["id"], created["tokens"]
        with b.websocket_connect(f"/ws/games/{gid}") as ws:
            ws.send_json({"token": tokens["1"], "log_from": 0})
            _state(ws, seq=0)
            action = view(a, gid, tokens["0"])["view"]["legal_actions"][0]
            assert act(a, gid, tokens["0"], action, seq=0).status_code == 200
            _state(ws, seq=1)
        assert not a.app.state.tables.hub.pushed and not b.app.state.tables.hub.pushed
    said = [r for r in caplog.records if "Redis pub/sub" in r.getMessage()]
    assert said and all(r.exc_info is None for r in said)


def _listening(postgres_url: str) -> list[int]:
    """The backends of the push channel's connections to the test database."""
    engine = sqlalchemy.create_engine(postgres_url)
    try:
        with engine.connect() as conn:
            return list(
                conn.exec_driver_sql(
                    "SELECT pid FROM pg_stat_activity"
                    " WHERE datname = current_database() AND application_name = 'epocha push'"
                ).scalars()
            )
    finally:
        engine.dispose()


def test_a_dropped_postgres_channel_comes_back(postgres_url):
    """The database drops the channel's connections (a restart, a network cut): each process
    reconnects, catches up on what it missed, and hears the next moves through the channel."""
    settings = Settings(
        database_url=postgres_url, redis_url=None, watch_seconds=3600, safety_poll_seconds=3600
    )
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        hubs = (a.app.state.tables.hub, b.app.state.tables.hub)
        created = create(a, [{"kind": "me"}, {"kind": "me"}])
        gid, tokens = created["id"], created["tokens"]
        with b.websocket_connect(f"/ws/games/{gid}") as ws:
            ws.send_json({"token": tokens["1"], "log_from": 0})
            _state(ws, seq=0)
            _until(lambda: all(hub.pushed for hub in hubs))
            gone = _listening(postgres_url)
            assert gone
            engine = sqlalchemy.create_engine(postgres_url)
            with engine.connect() as conn:
                conn.exec_driver_sql(f"SELECT pg_terminate_backend(pid) FROM unnest(ARRAY{gone}) AS pid")
            engine.dispose()
            _until(lambda: not set(gone) & set(_listening(postgres_url)))
            for seq in (1, 2):
                seat = str(view(a, gid)["view"]["active_players"][0])
                action = view(a, gid, tokens[seat])["view"]["legal_actions"][0]
                assert act(a, gid, tokens[seat], action, seq=seq - 1).status_code == 200
                _state(ws, seq=seq)
                # from the second move on, only the new connections can have carried it
                _until(lambda: all(hub.pushed for hub in hubs))
