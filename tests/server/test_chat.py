"""Chat at a table (server/chat.py): seats write, anyone reads (`after=`), the seat's name at the
time is kept; refused posts (no token, a wrong one, a spectator, empty, too long, control
characters, over the rate limit) change nothing; a message wakes the watchers without a move;
messages survive a restart and go with their game; a replay tells which were said by its step.
On SQLite and PostgreSQL."""

from __future__ import annotations

import secrets
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from epocha.server.app import create_app
from epocha.server.settings import Settings

from .helpers import LATE_POSITION, act, auth, create, key, view

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def client(database_url: str) -> Iterator[TestClient]:
    app = create_app(Settings(database_url=database_url, poll_seconds=1.0))
    with TestClient(app) as c:
        yield c


def two_seats(client: TestClient) -> tuple[str, str, str]:
    created = create(client, [{"kind": "me", "name": "Ann"}, {"kind": "me"}], position=LATE_POSITION)
    return created["id"], created["tokens"]["0"], created["tokens"]["1"]


def say(client: TestClient, gid: str, token: str | None, text: object, **extra):
    return client.post(f"/api/games/{gid}/chat", headers=auth(token), json={"text": text, **extra})


def said(client: TestClient, gid: str, after: int = 0, token: str | None = None) -> list[dict]:
    r = client.get(f"/api/games/{gid}/chat?after={after}", headers=auth(token))
    assert r.status_code == 200, r.text
    assert r.json()["more"] is False
    return r.json()["messages"]


def refused(r, status: int, code: str) -> None:
    assert r.status_code == status, r.text
    assert r.json()["error"] == code and r.json()["message"]


def test_seats_chat_and_everybody_reads_it(client):
    gid, t0, t1 = two_seats(client)
    before = view(client, gid)
    assert before["chat"] == 0 and said(client, gid) == []

    r = say(client, gid, t0, "  Hello, <b>Bob</b> & co.  ")
    assert r.status_code == 200, r.text
    first = r.json()
    assert first["n"] == 1 and first["seat"] == 0 and first["name"] == "Ann" and first["game_seq"] == 0
    assert first["text"] == "Hello, <b>Bob</b> & co."  # trimmed, and kept as it was typed
    assert first["created_at"]
    # the game's sequence number stands: a move against it is not stale
    assert act(client, gid, t0, {"type": "meld", "card": "Oars"}, seq=0).status_code == 200
    second = say(client, gid, t1, "Čau 🎲").json()
    assert second == {**second, "n": 2, "seat": 1, "name": "", "game_seq": 1}  # unnamed: the client names it

    assert said(client, gid) == [first, second]  # a spectator reads
    assert said(client, gid, after=1, token=t0) == [second]
    assert said(client, gid, after=2) == []
    # a message changes the version (watchers wake) and the chat's number, not the game
    now = view(client, gid, t1)
    assert now["seq"] == 1 and now["chat"] == 2 and now["version"] > before["version"] + 1
    assert client.get(f"/api/games/{gid}").json()["seq"] == 1


def test_refused_messages_change_nothing(client):
    gid, t0, _t1 = two_seats(client)
    other = two_seats(client)[1]  # a seat of another game
    version = view(client, gid)["version"]
    refused(say(client, gid, None, "hi"), 401, "no_token")  # spectators read, they do not write
    refused(say(client, gid, other, "hi"), 403, "bad_token")
    refused(say(client, gid, "forged-token-xyz", "hi"), 403, "bad_token")
    refused(
        client.post(f"/api/games/{gid}/chat", headers={"Authorization": "Basic x"}, json={"text": "hi"}),
        401,
        "bad_authorization",
    )
    refused(say(client, "nope", t0, "hi"), 404, "no_such_game")
    for bad in (
        "",
        "   ",
        "x" * 501,
        "a\x00b",
        "two\nlines",
        "tab\there",
        "bell\x07",
        "c1\x85inside",
        7,
        None,
        ["hi"],
    ):
        refused(say(client, gid, t0, bad), 422, "invalid_request")
    refused(say(client, gid, t0, "hi", html=True), 422, "invalid_request")
    refused(client.post(f"/api/games/{gid}/chat", headers=auth(t0), json={}), 422, "invalid_request")
    refused(client.get(f"/api/games/{gid}/chat?after=-1"), 422, "invalid_request")
    refused(client.get(f"/api/games/{gid}/chat?after=x"), 422, "invalid_request")
    refused(client.get(f"/api/games/{gid}/chat", headers=auth(other)), 403, "bad_token")
    refused(client.get("/api/games/nope/chat"), 404, "no_such_game")
    assert said(client, gid) == [] and view(client, gid)["version"] == version
    assert say(client, gid, t0, " " + "x" * 500 + "\n").status_code == 200  # 500 once trimmed


def test_a_message_wakes_the_watchers_without_a_move(client):
    gid, t0, t1 = two_seats(client)
    with client.websocket_connect(f"/ws/games/{gid}") as ws:
        ws.send_json({"token": t1, "log_from": 0})
        first = ws.receive_json()
        assert first["type"] == "state" and first["chat"] == 0
        assert say(client, gid, t0, "your turn soon").status_code == 200
        update = ws.receive_json()
        while update["type"] != "state":
            update = ws.receive_json()
        assert update["chat"] == 1 and update["seq"] == first["seq"] and update["log"] == []
        assert update["version"] > first["version"]


def test_chat_is_rate_limited_per_seat_and_per_address(sqlite_url):
    app = create_app(Settings(database_url=sqlite_url, rate_limits={"chat": "2/minute"}))
    here, there = f"198.51.100.{secrets.randbelow(250) + 1}", "203.0.113.7"
    with TestClient(app, client=(here, 1)) as mine, TestClient(app, client=(there, 1)) as theirs:
        gid, t0, t1 = two_seats(mine)
        for text in ("one", "two"):
            assert say(mine, gid, t0, text).status_code == 200
        r = say(mine, gid, t1, "three")  # another seat, the same address
        refused(r, 429, "rate_limited")
        assert "from your address" in r.json()["message"]
        assert int(r.headers["retry-after"]) == r.json()["retry_after"] >= 1
        r = say(theirs, gid, t0, "four")  # the same seat from another address
        refused(r, 429, "rate_limited")
        assert "from your seat" in r.json()["message"]
        assert say(theirs, gid, t1, "five").status_code == 200  # neither counted the refused ones
        assert [m["text"] for m in said(mine, gid)] == ["one", "two", "five"]


def test_messages_survive_a_restart_and_go_with_their_game(database_url):
    settings = Settings(database_url=database_url)
    with TestClient(create_app(settings)) as before:
        gid, t0, _t1 = two_seats(before)
        assert say(before, gid, t0, "see you tomorrow").status_code == 200
    with TestClient(create_app(settings)) as after:
        assert [(m["n"], m["name"], m["text"]) for m in said(after, gid)] == [(1, "Ann", "see you tomorrow")]
        assert view(after, gid)["chat"] == 1
        assert say(after, gid, t0, "back").json()["n"] == 2
        store = after.app.state.tables.store
        store.delete_game(gid)
        assert store.chat(gid) == []


def test_a_replay_tells_what_was_said_by_its_step(client):
    gid, t0, t1 = two_seats(client)
    say(client, gid, t0, "before anything")
    assert act(client, gid, t0, {"type": "meld", "card": "Oars"}).status_code == 200
    say(client, gid, t1, "after the first move")
    # a move taken back is no step: what was said meanwhile belongs to the step before
    seq = view(client, gid, t0)["seq"]
    assert act(client, gid, t0, {"type": "achieve", "age": 1}, seq=seq).status_code == 200
    say(client, gid, t1, "while it stood")
    undo = client.post(f"/api/games/{gid}/undo", headers=auth(t0), json={"seq": seq + 1, "key": key()})
    assert undo.status_code == 200, undo.text
    assert act(client, gid, t0, {"type": "draw"}).status_code == 200
    say(client, gid, t0, "at the end")
    messages = said(client, gid)

    def by_step(at: int | None) -> list[str]:
        query = "" if at is None else f"?at={at}"
        data = client.get(f"/api/games/{gid}/replay{query}").json()
        return [m["text"] for m in messages if m["game_seq"] <= data["chat_seq"]]

    assert by_step(0) == ["before anything"]
    assert by_step(1) == ["before anything", "after the first move", "while it stood"]
    assert by_step(2) == by_step(None) == [m["text"] for m in messages]
