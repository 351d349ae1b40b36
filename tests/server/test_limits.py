"""Limits on what a client may send: request bodies (imports included) and websocket messages
are capped before they are read."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

import epocha
from epocha.bots import RandomBot
from epocha.server.app import create_app
from epocha.server.settings import Settings

from .conftest import free_port
from .helpers import start_server

LIMIT = 4_000


@pytest.fixture
def small(sqlite_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(Settings(database_url=sqlite_url, max_body_bytes=LIMIT))) as c:
        yield c


def _games(client: TestClient) -> int:
    with client.app.state.tables.store.engine.connect() as conn:
        return conn.exec_driver_sql("SELECT count(*) FROM games").scalar()


def _refused(r) -> None:
    assert r.status_code == 413, r.text
    body = r.json()
    assert body["error"] == "too_large" and f"{LIMIT:,} bytes" in body["message"]


def test_a_declared_body_over_the_limit_is_refused_unread(small):
    g = epocha.new_game("innovation", 2, seed=1)
    bot = RandomBot(1)
    while len(g.history) < 200 and not g.is_over:
        g.apply(g.active_players[0], bot.choose(g.for_seat(g.active_players[0])))
    save = epocha.dumps(g)
    assert len(save) > LIMIT
    _refused(small.post("/api/import", json={"save": save}))
    assert _games(small) == 0


def test_a_streamed_body_is_counted_as_it_arrives(small):
    body = json.dumps({"save": "x" * (3 * LIMIT)}).encode()

    def chunks() -> Iterator[bytes]:  # no Content-Length: sent chunked
        for start in range(0, len(body), 1000):
            yield body[start : start + 1000]

    _refused(small.post("/api/import", content=chunks(), headers={"content-type": "application/json"}))
    assert _games(small) == 0


def test_a_body_within_the_limit_is_served(small):
    seats = [{"kind": "me"}, {"kind": "bot", "bot": "random"}]
    r = small.post("/api/games", json={"game": "innovation", "players": 2, "seats": seats})
    assert r.status_code == 201, r.text


def test_a_websocket_message_over_the_limit_closes_the_socket(sqlite_url):
    port = free_port()
    server = start_server(sqlite_url, port, EPOCHA_MAX_WS_BYTES="1000")
    try:
        with connect(f"ws://127.0.0.1:{port}/ws/games/nosuchgame") as ws:
            ws.send(json.dumps({"token": "x" * 5000, "log_from": 0}))
            with pytest.raises(ConnectionClosed) as closed:
                ws.recv(timeout=10)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009  # message too big
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_the_api_docs_are_off_unless_asked_for(client):
    for path in ("/docs", "/redoc", "/openapi.json", "/api-docs", "/api-docs/assets/swagger-ui-bundle.js"):
        assert client.get(path).status_code == 404, path


def test_asked_for_the_api_docs_come_from_this_table(sqlite_url):
    with TestClient(create_app(Settings(database_url=sqlite_url, api_docs=True))) as docs:
        page = docs.get("/api-docs")
        assert page.status_code == 200
        sources = re.findall(r'(?:src|href)="([^"]+)"', page.text)
        assert sources and all(s.startswith("/") and not s.startswith("//") for s in sources)
        for source in sources:
            assert docs.get(source).status_code == 200, source
        described = docs.get("/openapi.json").json()
        assert "/api/games" in described["paths"]
