"""Notifications (server/notifications.py, outbound.py, webhooks.py, web_push.py): a webhook is
never sent into the server's own network (loopback, private and link-local addresses refused,
names resolving there too), no redirect is followed, an answer that takes too long or is too
large fails, the body's signature verifies, and failures are tried again with a doubling pause
(an injected sleep: nothing waits). The outbox: a move that makes it a home's seat's turn is
notified once, even with two server processes sending at the same moment; nothing for a seat
the home does not hold, nor for the mover; the payload says nothing hidden. Web Push: a fake
push service on loopback receives the encrypted payload, which the subscription's own key
decrypts. Mutated requests never get a server error."""

from __future__ import annotations

import base64
import json
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
import httpx
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from fastapi.testclient import TestClient
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import select

from epocha.server import webhooks
from epocha.server.app import create_app
from epocha.server.notifications import Notifier
from epocha.server.outbound import Failed, Poster, Refused, networks
from epocha.server.service import Tables
from epocha.server.settings import Settings
from epocha.server.tables import notifications, push_subscriptions

from .helpers import LATE_POSITION, auth, create
from .test_fuzz import FUZZ, check, mutate

LOOPBACK = ("127.0.0.0/8",)


class Receiver:
    """A tiny HTTP server on loopback: records every request; answers by path."""

    def __init__(self) -> None:
        self.requests: list[dict] = []
        self.failures_left = 0  # /flaky answers 503 this many times first
        self.release = threading.Event()  # /hang waits for this
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                receiver.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
                if self.path == "/redirect":
                    self._answer(302, b"", {"Location": "/ok"})
                elif self.path == "/big":
                    self._answer(200, b"x" * 200_000)
                elif self.path == "/hang":
                    receiver.release.wait(10)
                    self._answer(200, b"late")
                elif self.path == "/flaky" and receiver.failures_left > 0:
                    receiver.failures_left -= 1
                    self._answer(503, b"busy")
                elif self.path == "/gone":
                    self._answer(410, b"")
                else:
                    self._answer(201, b"ok")

            def _answer(self, status: int, body: bytes, headers: dict | None = None) -> None:
                self.send_response(status)
                for k, v in (headers or {}).items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def paths(self) -> list[str]:
        return [r["path"] for r in self.requests]

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    r = Receiver()
    yield r
    r.close()


def resolving_to(address: str):
    """A resolver that says every name is at `address`."""

    def resolve(host, port, **_kw):
        family = socket.AF_INET6 if ":" in address else socket.AF_INET
        return [(family, socket.SOCK_STREAM, 6, "", (address, port))]

    return resolve


def poster(**extra) -> tuple[Poster, list[float]]:
    pauses: list[float] = []
    return Poster(allow=networks(LOOPBACK), sleep=pauses.append, **extra), pauses


# -- where a webhook may go -----------------------------------------------------------------


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1/hook",
        "http://10.1.2.3/hook",
        "http://192.168.0.1/hook",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]/hook",
        "http://[::ffff:127.0.0.1]/hook",
        "http://[fe80::1]/hook",
        "http://0.0.0.0/hook",
        "http://224.0.0.1/hook",
    ],
)
def test_a_webhook_to_a_loopback_private_or_link_local_address_is_refused(url):
    with pytest.raises(Refused):
        Poster().post_once(url, b"{}", {})


@pytest.mark.parametrize("address", ["127.0.0.1", "10.0.0.5", "169.254.169.254", "::1", "fd00::1"])
def test_a_name_that_resolves_to_such_an_address_is_refused(address):
    guarded = Poster(resolver=resolving_to(address))
    with pytest.raises(Refused):
        guarded.post_once("https://hooks.example.com/x", b"{}", {})


def test_a_name_with_one_private_address_among_public_ones_is_refused():
    def resolve(host, port, **_kw):
        return [
            (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("93.184.215.14", port)),
            (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("10.0.0.1", port)),
        ]

    with pytest.raises(Refused):
        Poster(resolver=resolve).address("hooks.example.com", 443)


@pytest.mark.parametrize(
    "url",
    ["ftp://example.com/x", "file:///etc/passwd", "https://user:pw@example.com/", "example.com", "http:///x"],
)
def test_only_http_and_https_urls_with_a_host_and_no_password(url):
    with pytest.raises(Refused):
        Poster().post_once(url, b"{}", {})


def test_the_allow_list_lets_tests_reach_loopback_and_the_connection_goes_to_the_checked_address(receiver):
    sender, _ = poster(resolver=resolving_to("127.0.0.1"))
    port = receiver.url.rsplit(":", 1)[1]
    answer = sender.post_once(f"http://hooks.example.test:{port}/ok", b"{}", {})
    assert answer.status == 201
    assert receiver.requests[0]["headers"]["Host"] == f"hooks.example.test:{port}"


def test_https_goes_to_the_checked_address_with_the_hosts_name_for_tls():
    seen = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(204, stream=httpx.ByteStream(b""))

    sender = Poster(resolver=resolving_to("93.184.215.14"), transport=httpx.MockTransport(answer))
    assert sender.post_once("https://hooks.example.com/a?b=1", b"{}", {}).status == 204
    request = seen[0]
    assert str(request.url) == "https://93.184.215.14/a?b=1"
    assert request.headers["Host"] == "hooks.example.com"
    assert request.extensions["sni_hostname"] == "hooks.example.com"


def test_no_redirect_is_followed(receiver):
    sender, pauses = poster()
    with pytest.raises(Failed, match="redirect"):
        sender.post(f"{receiver.url}/redirect", lambda: (b"{}", {}))
    assert receiver.paths() == ["/redirect"] and pauses == []


def test_an_answer_that_does_not_come_in_time_fails(receiver):
    sender, _ = poster(timeout=0.2, attempts=1)
    with pytest.raises(Failed, match="in time"):
        sender.post(f"{receiver.url}/hang", lambda: (b"{}", {}))


def test_an_answer_larger_than_the_cap_fails(receiver):
    sender, pauses = poster(max_bytes=10_000)
    with pytest.raises(Failed, match="more than 10000 bytes"):
        sender.post(f"{receiver.url}/big", lambda: (b"{}", {}))
    assert pauses == []  # not worth trying again


def test_failures_are_tried_again_with_a_doubling_pause(receiver):
    receiver.failures_left = 2
    sender, pauses = poster(attempts=3, backoff=1.5)
    answer = sender.post(f"{receiver.url}/flaky", lambda: (b"{}", {}))
    assert answer.status == 201 and answer.attempts == 3
    assert pauses == [1.5, 3.0]
    receiver.failures_left = 5
    with pytest.raises(Failed, match="503"):
        sender.post(f"{receiver.url}/flaky", lambda: (b"{}", {}))
    assert pauses[2:] == [1.5, 3.0]


def test_the_body_is_signed_and_the_receiver_can_verify_it(receiver):
    sender, _ = poster()
    webhooks.send(sender, f"{receiver.url}/ok", "s3cret", {"type": "test"}, clock=lambda: 1_800_000_000)
    got = receiver.requests[0]
    assert json.loads(got["body"]) == {"type": "test"}
    assert webhooks.verify("s3cret", got["headers"], got["body"], now=1_800_000_060)
    assert not webhooks.verify("another", got["headers"], got["body"], now=1_800_000_060)
    assert not webhooks.verify("s3cret", got["headers"], got["body"] + b" ", now=1_800_000_060)
    assert not webhooks.verify("s3cret", got["headers"], got["body"], now=1_800_009_999)  # too old


# -- the outbox --------------------------------------------------------------------------------


def table_settings(url: str) -> Settings:
    # the background sender looks once an hour: the tests send by hand
    return Settings(database_url=url, webhook_allow=LOOPBACK, notify_check_seconds=3600, poll_seconds=1.0)


@pytest.fixture
def table(sqlite_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(table_settings(sqlite_url))) as c:
        yield c


def new_home(client: TestClient, **values) -> str:
    token = client.post("/api/homes").json()["token"]
    if values:
        assert client.patch("/api/home", headers=auth(token), json=values).status_code == 200
    return token


def claim(client: TestClient, home: str, game: str, seat_token: str) -> None:
    r = client.post("/api/home/seats", headers=auth(home), json={"game": game, "seat_token": seat_token})
    assert r.status_code == 200, r.text


def hook(client: TestClient, home: str, url: str) -> str:
    r = client.put("/api/home/webhook", headers=auth(home), json={"url": url})
    assert r.status_code == 200, r.text
    return r.json()["secret"]


def play_until_turn_passes(tables: Tables, game_id: str) -> int:
    """The seat to move acts until the other seat is to move; the seat whose turn began."""
    live = tables.load(game_id)
    mover = live.game.active_players[0]
    while mover in (live := tables.load(game_id)).game.active_players:
        action = next(a for a in live.game.legal_actions(mover) if a["type"] == "draw")
        tables.commit(game_id, live, mover, "act", action, None)
    return live.game.active_players[0]


def outbox(tables: Tables) -> list[dict]:
    with tables.store.engine.connect() as conn:
        return [dict(r) for r in conn.execute(select(notifications)).mappings()]


def test_a_home_is_told_once_when_it_becomes_its_turn_with_nothing_hidden(table, receiver):
    tables = table.app.state.tables
    created = create(
        table, [{"kind": "me", "name": "Ann"}, {"kind": "me", "name": "Bea"}], position=LATE_POSITION
    )
    gid = created["id"]
    mover = tables.load(gid).game.active_players[0]
    other = 1 - mover
    home = new_home(table, language="cs")
    claim(table, home, gid, created["tokens"][str(other)])
    secret = hook(table, home, f"{receiver.url}/ok")
    mine = new_home(table)  # the mover's home: nothing while it is the other's turn
    claim(table, mine, gid, created["tokens"][str(mover)])
    hook(table, mine, f"{receiver.url}/mine")

    assert play_until_turn_passes(tables, gid) == other
    assert [(r["seat"], r["state"]) for r in outbox(tables)] == [(other, "pending")]
    notifier = table.app.state.notifier
    assert [state for _, state in notifier.send_due()] == ["sent"]
    assert notifier.send_due() == []  # sent once
    assert receiver.paths() == ["/ok"]
    got = receiver.requests[0]
    assert webhooks.verify(secret, got["headers"], got["body"])
    message = json.loads(got["body"])
    assert set(message) == {"type", "lang", "game_id", "game", "title", "seat", "seat_name", "seq", "text"}
    assert message["type"] == "your_turn" and message["game_id"] == gid and message["seat"] == other
    assert message["lang"] == "cs" and message["seat_name"] == ("Bea" if other == 1 else "Ann")
    assert message["text"] != "Your turn, Bea." and message["seat_name"] in message["text"]
    # nothing of any hand, score pile or log: no card's name appears
    text = got["body"].decode()
    for player in LATE_POSITION["players"]:
        for card in [*player["hand"], *player["score"]]:
            assert card not in text
    assert "#t=" not in text and "token" not in text


def test_no_notification_for_a_seat_a_bot_plays_or_a_home_with_nowhere_to_send(table, receiver):
    tables = table.app.state.tables
    created = create(table, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid = created["id"]
    other = 1 - tables.load(gid).game.active_players[0]
    home = new_home(table)
    claim(table, home, gid, created["tokens"][str(other)])  # no webhook, no browser
    play_until_turn_passes(tables, gid)
    assert outbox(tables) == []


def test_a_notification_no_longer_true_is_skipped_and_a_released_seat_is_not_told(table, receiver):
    tables = table.app.state.tables
    created = create(table, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid = created["id"]
    other = 1 - tables.load(gid).game.active_players[0]
    home = new_home(table)
    claim(table, home, gid, created["tokens"][str(other)])
    hook(table, home, f"{receiver.url}/ok")
    play_until_turn_passes(tables, gid)
    play_until_turn_passes(tables, gid)
    play_until_turn_passes(tables, gid)  # its turn again: the first notification is out of date
    assert [state for _, state in table.app.state.notifier.send_due()] == ["skipped", "sent"]
    assert receiver.paths() == ["/ok"]
    play_until_turn_passes(tables, gid)
    play_until_turn_passes(tables, gid)
    table.delete(f"/api/home/seats/{gid}/{other}", headers=auth(home))  # released meanwhile
    assert [state for _, state in table.app.state.notifier.send_due()] == ["skipped"]
    assert receiver.paths() == ["/ok"]


def test_two_server_processes_send_each_notification_once(database_url, receiver):
    services = [Tables(table_settings(database_url)) for _ in range(2)]
    services[0].store.migrate()
    notifiers = [Notifier(s, poster()[0]) for s in services]
    try:
        app = create_app(table_settings(database_url), services[0])
        with TestClient(app) as client:
            created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
            gid = created["id"]
            homes = []
            for seat in (0, 1):
                homes.append(new_home(client))
                claim(client, homes[-1], gid, created["tokens"][str(seat)])
                hook(client, homes[-1], f"{receiver.url}/seat{seat}")
        for turn in range(3):  # the turn passes three times: each is notified once
            play_until_turn_passes(services[0], gid)
            barrier, sent = threading.Barrier(2), [[], []]

            def run(i: int, barrier=barrier, sent=sent) -> None:
                barrier.wait()
                sent[i] = notifiers[i].send_due()

            threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
            for th in threads:
                th.start()
            for th in threads:
                th.join()
            assert sorted(len(found) for found in sent) == [0, 1], sent
            assert len(receiver.requests) == turn + 1
        assert len({json.loads(r["body"])["seq"] for r in receiver.requests}) == 3
        assert all(r["state"] == "sent" for r in outbox(services[1]))
    finally:
        for s in services:
            s.store.dispose()


def test_a_webhook_is_refused_when_it_points_into_the_network_and_changes_nothing(table, monkeypatch):
    home = new_home(table)
    for url in ("http://10.0.0.1/x", "http://[::1]:8080/", "ftp://example.com/", "http://169.254.1.1/"):
        r = table.put("/api/home/webhook", headers=auth(home), json={"url": url})
        assert r.status_code == 422 and r.json()["error"] in ("bad_webhook", "invalid_request"), r.text
    notifier = table.app.state.notifier
    monkeypatch.setattr(notifier.poster, "resolver", resolving_to("169.254.169.254"))
    r = table.put("/api/home/webhook", headers=auth(home), json={"url": "https://metadata.example.com/"})
    assert r.status_code == 422 and r.json()["error"] == "bad_webhook"
    assert table.get("/api/home/webhook", headers=auth(home)).json() == {"url": None, "secret": None}


def test_a_homes_webhook_is_set_read_kept_and_cleared(table, receiver):
    home = new_home(table)
    assert table.get("/api/home/webhook").status_code == 401
    assert table.get("/api/home/webhook", headers=auth("nope-nope-nope")).status_code == 403
    secret = hook(table, home, f"{receiver.url}/ok")
    assert len(secret) == 64
    assert hook(table, home, f"{receiver.url}/other") == secret  # kept while a webhook is set
    assert table.get("/api/home/webhook", headers=auth(home)).json() == {
        "url": f"{receiver.url}/other",
        "secret": secret,
    }
    assert table.get("/api/home/notifications", headers=auth(home)).json() == {
        "devices": 0,
        "webhook": f"{receiver.url}/other",
    }
    r = table.post("/api/home/notify-test", headers=auth(home))
    assert r.status_code == 200 and r.json()["webhook"]["ok"] is True
    assert json.loads(receiver.requests[-1]["body"])["type"] == "test"
    assert table.delete("/api/home/webhook", headers=auth(home)).json() == {"url": None, "secret": None}
    assert table.post("/api/home/notify-test", headers=auth(home)).status_code == 409


# -- Web Push -----------------------------------------------------------------------------------


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def browser_keys() -> tuple[ec.EllipticCurvePrivateKey, bytes, dict]:
    """What a browser makes when it subscribes: a P-256 key pair and a 16-byte secret."""
    key = ec.generate_private_key(ec.SECP256R1())
    secret = b"0123456789abcdef"
    public = key.public_key().public_bytes(
        serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
    )
    return key, secret, {"p256dh": b64(public), "auth": b64(secret)}


def test_web_push_reaches_a_push_service_encrypted_to_the_browser(table, receiver):
    tables = table.app.state.tables
    key = table.get("/api/push/key").json()["key"]
    assert table.get("/api/push/key").json()["key"] == key  # made once, kept
    created = create(
        table, [{"kind": "me", "name": "Ann"}, {"kind": "me", "name": "Bea"}], position=LATE_POSITION
    )
    gid = created["id"]
    other = 1 - tables.load(gid).game.active_players[0]
    home = new_home(table)
    claim(table, home, gid, created["tokens"][str(other)])
    private, secret, keys = browser_keys()
    endpoint = f"{receiver.url}/push/abc"
    r = table.post("/api/home/push", headers=auth(home), json={"endpoint": endpoint, "keys": keys})
    assert r.status_code == 200 and r.json() == {"subscribed": True, "devices": 1, "webhook": None}
    again = table.post("/api/home/push", headers=auth(home), json={"endpoint": endpoint, "keys": keys})
    assert again.json()["subscribed"] is False and again.json()["devices"] == 1

    play_until_turn_passes(tables, gid)
    assert [state for _, state in table.app.state.notifier.send_due()] == ["sent"]
    got = receiver.requests[0]
    assert got["path"] == "/push/abc"
    assert got["headers"]["Content-Encoding"] == "aes128gcm" and int(got["headers"]["TTL"]) > 0
    assert (
        got["headers"]["Authorization"].startswith("vapid t=")
        and f"k={key}" in got["headers"]["Authorization"]
    )
    plain = http_ece.decrypt(got["body"], private_key=private, auth_secret=secret, version="aes128gcm")
    message = json.loads(plain)
    assert message["type"] == "your_turn" and message["game_id"] == gid and message["seat"] == other
    assert message["lang"] == "en" and message["text"] == f"Your turn, {'Bea' if other == 1 else 'Ann'}."


def test_a_subscription_the_push_service_says_is_gone_is_forgotten(table, receiver):
    home = new_home(table)
    _private, _secret, keys = browser_keys()
    body = {"endpoint": f"{receiver.url}/gone", "keys": keys, "expirationTime": None}
    assert table.post("/api/home/push", headers=auth(home), json=body).status_code == 200
    r = table.post("/api/home/notify-test", headers=auth(home))
    assert r.status_code == 200 and r.json()["push"][0]["ok"] is False
    with table.app.state.tables.store.engine.connect() as conn:
        assert conn.execute(select(push_subscriptions)).first() is None


def test_a_subscription_is_checked_and_removed(table, receiver):
    home = new_home(table)
    _private, _secret, keys = browser_keys()
    bad_key = {**keys, "p256dh": b64(b"\x04" + b"\x00" * 64)}
    r = table.post(
        "/api/home/push", headers=auth(home), json={"endpoint": f"{receiver.url}/p", "keys": bad_key}
    )
    assert r.status_code == 422 and r.json()["error"] == "bad_subscription"
    r = table.post("/api/home/push", headers=auth(home), json={"endpoint": "ftp://x.example/p", "keys": keys})
    assert r.status_code == 422 and r.json()["error"] == "bad_subscription"
    assert (
        table.post("/api/home/push", json={"endpoint": f"{receiver.url}/p", "keys": keys}).status_code == 401
    )
    endpoint = f"{receiver.url}/p"
    assert (
        table.post(
            "/api/home/push", headers=auth(home), json={"endpoint": endpoint, "keys": keys}
        ).status_code
        == 200
    )
    r = table.post("/api/home/push/remove", headers=auth(home), json={"endpoint": endpoint})
    assert r.json() == {"removed": True, "devices": 0, "webhook": None}


def test_mutated_notification_requests_are_refused_cleanly(table, monkeypatch):
    """Random changes to valid bodies: never a server error; a refused request changes nothing."""
    home = new_home(table)
    monkeypatch.setattr(table.app.state.notifier.poster, "resolver", resolving_to("10.9.9.9"))
    _private, _secret, keys = browser_keys()
    valid = {
        "/api/home/push": {"endpoint": "https://push.example.com/a", "keys": keys},
        "/api/home/push/remove": {"endpoint": "https://push.example.com/zzz"},
        "/api/home/webhook": {"url": "https://hooks.example.com/a"},
    }
    before = table.get("/api/home/notifications", headers=auth(home)).json()

    @FUZZ
    @given(st.data())
    def run(data: st.DataObject) -> None:
        path = data.draw(st.sampled_from(sorted(valid)))
        body = mutate(valid[path], data)
        r = table.request("PUT" if path.endswith("webhook") else "POST", path, headers=auth(home), json=body)
        check(r)
        if r.status_code >= 400:
            assert table.get("/api/home/notifications", headers=auth(home)).json() == before
        elif path == "/api/home/push":  # a mutation that still subscribes: take it back
            table.post("/api/home/push/remove", headers=auth(home), json={"endpoint": body["endpoint"]})

    run()
