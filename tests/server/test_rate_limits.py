"""Rate limits per client address: games created or imported, moves and joins. Refused with
429 and a Retry-After, counted per address (behind trusted proxies only, by X-Forwarded-For;
IPv6 per /64), and shared by server processes through Redis."""

from __future__ import annotations

import secrets
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from epocha.server.app import create_app
from epocha.server.rate_limits import client_address, trusted_networks
from epocha.server.settings import Settings

from .helpers import LATE_POSITION, act, create

GAME = {"game": "innovation", "players": 2, "seats": [{"kind": "me"}, {"kind": "me"}]}


def _address() -> str:
    """A documentation address of its own for each test (counts may be shared through Redis)."""
    return f"198.51.100.{secrets.randbelow(250) + 1}"


@pytest.fixture
def limited(sqlite_url: str) -> Iterator:
    apps = []

    def make(**settings) -> object:
        app = create_app(Settings(database_url=sqlite_url, **settings))
        apps.append(app)
        return app

    yield make


def _refused(r, what: str) -> None:
    assert r.status_code == 429, r.text
    body = r.json()
    assert body["error"] == "rate_limited" and what in body["message"]
    assert int(r.headers["retry-after"]) == body["retry_after"] >= 1


def test_an_address_creates_only_so_many_games(limited):
    app = limited(rate_limits={"create": "3/minute"})
    here = _address()
    with TestClient(app, client=(here, 1)) as mine:
        for _ in range(3):
            assert mine.post("/api/games", json=GAME).status_code == 201
        _refused(mine.post("/api/games", json=GAME), "new games")
        elsewhere = TestClient(app, client=("203.0.113.9", 1))
        assert elsewhere.post("/api/games", json=GAME).status_code == 201
        with app.state.tables.store.engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT count(*) FROM games").scalar() == 4


def test_moves_are_limited_and_a_refused_move_changes_nothing(limited):
    app = limited(rate_limits={"move": "2/minute"})
    with TestClient(app, client=(_address(), 1)) as client:
        created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
        gid, t0 = created["id"], created["tokens"]["0"]
        assert act(client, gid, t0, {"type": "draw"}, seq=0).status_code == 200
        assert act(client, gid, t0, {"type": "draw"}, seq=1).status_code == 200
        _refused(act(client, gid, t0, {"type": "achieve", "age": 1}, seq=2), "moves")
        assert client.get(f"/api/games/{gid}").json()["seq"] == 2


def test_forwarded_for_is_believed_only_from_a_trusted_proxy(limited):
    app = limited(rate_limits={"create": "2/minute"}, trusted_proxies=("10.0.0.0/8",))
    player, other = _address(), "192.0.2.77"
    with TestClient(app, client=("10.1.2.3", 1)) as proxy:
        for _ in range(2):
            assert proxy.post("/api/games", json=GAME, headers={"X-Forwarded-For": player}).status_code == 201
        _refused(proxy.post("/api/games", json=GAME, headers={"X-Forwarded-For": player}), "new games")
        # another player behind the same proxy has a count of their own
        assert proxy.post("/api/games", json=GAME, headers={"X-Forwarded-For": other}).status_code == 201
    # a client that is no proxy cannot pick whom it is counted as
    direct = TestClient(app, client=("192.0.2.200", 1))
    for n in range(3):
        forged = {"X-Forwarded-For": f"203.0.113.{n}"}
        r = direct.post("/api/games", json=GAME, headers=forged)
        assert r.status_code == (201 if n < 2 else 429), r.text


def test_whom_a_request_is_counted_against():
    trusted = trusted_networks(["10.0.0.0/8", "2001:db8:ffff::1"])
    assert client_address("192.0.2.1", "203.0.113.5", trusted) == "192.0.2.1"  # not a proxy
    assert client_address("10.0.0.2", "203.0.113.5", trusted) == "203.0.113.5"
    # the nearest hop that is not a trusted proxy; what the client itself wrote is ignored
    assert client_address("10.0.0.2", "1.1.1.1, 203.0.113.5, 10.9.9.9", trusted) == "203.0.113.5"
    assert client_address("10.0.0.2", "", trusted) == "10.0.0.2"
    # IPv6 per /64; IPv4 written as IPv6 is IPv4
    same = {client_address(a, None, trusted) for a in ("2001:db8:1:2::1", "2001:db8:1:2:ffff:1:2:3")}
    assert same == {"2001:db8:1:2::/64"}
    assert client_address("2001:db8:1:3::1", None, trusted) == "2001:db8:1:3::/64"
    assert client_address("::ffff:192.0.2.1", None, trusted) == "192.0.2.1"
    assert client_address("2001:db8:ffff::1", "2001:db8:5::9", trusted) == "2001:db8:5::/64"
    with pytest.raises(ValueError, match="not an address"):
        trusted_networks(["proxy.example"])


def test_server_processes_share_their_counts_through_redis(limited, redis_server):
    settings = {"rate_limits": {"create": "2/minute"}, "redis_url": redis_server}
    here = _address()
    with (
        TestClient(limited(**settings), client=(here, 1)) as a,
        TestClient(limited(**settings), client=(here, 1)) as b,
    ):
        assert a.post("/api/games", json=GAME).status_code == 201
        assert b.post("/api/games", json=GAME).status_code == 201
        _refused(a.post("/api/games", json=GAME), "new games")
        _refused(b.post("/api/games", json=GAME), "new games")


def test_bad_limits_are_refused_at_start(sqlite_url):
    with pytest.raises(ValueError, match="create"):
        create_app(Settings(database_url=sqlite_url, rate_limits={"create": "lots"}))
    with pytest.raises(ValueError, match="no such rate limit"):
        create_app(Settings(database_url=sqlite_url, rate_limits={"lunch": "1/minute"}))
