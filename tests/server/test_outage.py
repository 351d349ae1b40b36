"""When the storage cannot serve — unreachable, full, read-only — the table says so honestly:
health answers 503, requests get 503 `storage_unavailable` in words a player understands (no
traceback per request in the log), websocket clients are told and come back by themselves,
and a server started before its database keeps trying. Nothing acknowledged is lost."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator

import pytest
import sqlalchemy
from fastapi.testclient import TestClient
from sqlalchemy import event
from sqlalchemy.exc import OperationalError

import epocha
from epocha.bots import RandomBot
from epocha.server import app as app_module
from epocha.server import outage
from epocha.server.app import create_app
from epocha.server.settings import Settings
from epocha.server.storage import Store

from .conftest import free_port
from .helpers import LATE_POSITION, act, auth, bots_done, create, view


@pytest.fixture
def table(database_url: str) -> Iterator[TestClient]:
    # the poll is what notices an outage; on PostgreSQL the push channel stays connected here
    # (only the store's engine is swapped), so the safety poll runs as often as the watch
    settings = Settings(
        database_url=database_url, watch_seconds=0.05, safety_poll_seconds=0.05, poll_seconds=5
    )
    with TestClient(create_app(settings)) as client:
        yield client


def _unreachable(database_url: str) -> str:
    if database_url.startswith("sqlite"):
        return "sqlite:////no-such-directory/epocha.db"
    return f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/gone"


@contextlib.contextmanager
def storage_away(client: TestClient, database_url: str) -> Iterator[None]:
    """The table's database cannot be reached inside the block."""
    store = client.app.state.tables.store
    working = store.engine
    store.engine = sqlalchemy.create_engine(_unreachable(database_url))
    try:
        yield
    finally:
        store.engine.dispose()
        store.engine = working


def _unavailable(r) -> None:
    assert r.status_code == 503, r.text
    assert r.json()["error"] == "storage_unavailable"
    assert "try again" in r.json()["message"]
    assert r.headers["retry-after"].isdigit()


def _no_tracebacks(caplog) -> None:
    assert [r for r in caplog.records if r.exc_info] == []


def test_health_asks_the_database(table, database_url, caplog):
    assert table.get("/healthz").json()["ok"] is True
    created = create(table, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    with caplog.at_level(logging.WARNING), storage_away(table, database_url):
        r = table.get("/healthz")
        _unavailable(r)
        assert r.json()["ok"] is False
        _unavailable(table.get(f"/api/games/{created['id']}/view", headers=auth(created["tokens"]["0"])))
        _unavailable(act(table, created["id"], created["tokens"]["0"], {"type": "draw"}, seq=0))
    _no_tracebacks(caplog)
    assert table.get("/healthz").json()["ok"] is True
    assert act(table, created["id"], created["tokens"]["0"], {"type": "draw"}, seq=0).status_code == 200


def _big_save() -> str:
    g = epocha.new_game("innovation", 2, seed=3)
    bot = RandomBot(3)
    while not g.is_over and len(g.history) < 300:
        g.apply(g.active_players[0], bot.choose(g.for_seat(g.active_players[0])))
    return epocha.dumps(g)


def test_a_full_disk_is_a_503_and_nothing_half_written(sqlite_url, caplog, monkeypatch):
    monkeypatch.setattr(outage, "_last_logged", float("-inf"))  # no outage said lately
    with TestClient(create_app(Settings(database_url=sqlite_url))) as client:
        created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
        engine = client.app.state.tables.store.engine
        with engine.connect() as conn:
            pages = conn.exec_driver_sql("PRAGMA page_count").scalar()

        def no_room(dbapi_connection, _record) -> None:  # the file may not grow: a full disk
            dbapi_connection.execute(f"PRAGMA max_page_count = {pages}")

        bots_done(client)  # a listener added while a pool thread connects breaks sqlalchemy's deque
        event.listen(engine, "connect", no_room)
        engine.dispose()
        with caplog.at_level(logging.WARNING):
            _unavailable(client.post("/api/import", json={"save": _big_save()}))
        _no_tracebacks(caplog)
        assert [r for r in caplog.records if "storage unavailable" in r.getMessage()]
        bots_done(client)
        event.remove(engine, "connect", no_room)
        engine.dispose()
        with engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT count(*) FROM games").scalar() == 1
        assert client.post("/api/import", json={"save": _big_save()}).status_code == 201
        assert view(client, created["id"])["seq"] == 0


def test_a_read_only_database_is_a_503_and_writing_resumes(postgres_url, caplog):
    with TestClient(create_app(Settings(database_url=postgres_url))) as client:
        created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
        gid, t0 = created["id"], created["tokens"]["0"]
        store = client.app.state.tables.store
        name = store.engine.url.database
        with store.engine.connect() as conn:
            conn.exec_driver_sql(f"ALTER DATABASE {name} SET default_transaction_read_only = on")
            conn.commit()
        store.engine.dispose()  # new connections are read-only
        with caplog.at_level(logging.WARNING):
            _unavailable(act(client, gid, t0, {"type": "draw"}, seq=0))
            assert client.get("/healthz").status_code == 200  # it answers; it cannot write
        _no_tracebacks(caplog)
        with store.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            conn.exec_driver_sql("SET default_transaction_read_only = off")  # this session first
            conn.exec_driver_sql(f"ALTER DATABASE {name} SET default_transaction_read_only = off")
        store.engine.dispose()
        assert act(client, gid, t0, {"type": "draw"}, seq=0).status_code == 200


def test_a_websocket_is_told_and_its_client_comes_back(table, database_url):
    created = create(table, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0 = created["id"], created["tokens"]["0"]
    with table.websocket_connect(f"/ws/games/{gid}") as ws:
        ws.send_json({"token": t0, "log_from": 0})
        assert ws.receive_json()["type"] == "state"
        with storage_away(table, database_url):
            told = ws.receive_json()
            while told["type"] == "ping":
                told = ws.receive_json()
            assert (
                told["type"] == "error" and told["error"] == "storage_unavailable" and told["retry"] is True
            )
    # the client connects again (as web/static/js/api.js does) and follows the game
    with table.websocket_connect(f"/ws/games/{gid}") as ws:
        ws.send_json({"token": t0, "log_from": 0})
        assert ws.receive_json()["type"] == "state"
        assert act(table, gid, t0, {"type": "draw"}, seq=0).status_code == 200
        moved = ws.receive_json()
        while moved["type"] != "state":
            moved = ws.receive_json()
        assert moved["seq"] == 1


def test_a_server_started_before_its_database_keeps_trying(sqlite_url, monkeypatch):
    waits: list[float] = []
    failures = iter([True, True, True, False])
    migrate = Store.migrate

    def flaky(store: Store) -> None:
        if next(failures):
            raise OperationalError("SELECT 1", {}, Exception("connection refused"))
        migrate(store)

    async def no_sleep(seconds: float) -> None:  # the backoff is recorded, not waited for
        waits.append(seconds)

    monkeypatch.setattr(Store, "migrate", flaky)
    monkeypatch.setattr(app_module, "pause", no_sleep)
    with TestClient(create_app(Settings(database_url=sqlite_url))) as client:
        assert client.get("/healthz").json()["ok"] is True
    assert waits == [0.5, 1.0, 2.0]
