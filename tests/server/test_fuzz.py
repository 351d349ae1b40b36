"""Random and mutated requests to every endpoint: never a server error, always the one error
shape, and a refused request changes nothing. (A longer run of the same: raise FUZZ_EXAMPLES.)"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Iterator
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import epocha
from epocha.bots import RandomBot
from epocha.server.app import create_app
from epocha.server.settings import Settings

from .helpers import LATE_POSITION, auth, key

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))

KEYS = ["players", "hand", "score", "board", "cards", "splay", "decks", "achievements", "turn", "player"]
KEYS += ["actions_left", "counters", "phase", "options", "removed", "edition", "red", "1", "seed", "actions"]
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
    | st.sampled_from(["Oars", "Tools", "Agriculture", "1e", "3e", "red", "left", "hand", "age:1"])
    | st.sampled_from([-1, 0, 1, 2, 10, 2**31, 2**63, -(2**63) - 1, 10**30])
)
JSON = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=8) | st.sampled_from(KEYS), inner, max_size=4)
    ),
    max_leaves=12,
)
ACTIONS = [
    {"type": "draw"},
    {"type": "meld", "card": "Oars"},
    {"type": "dogma", "card": "Archery"},
    {"type": "achieve", "age": 1},
    {"type": "choose", "cards": [{"player": 1, "zone": "hand", "index": 0}]},
    {"type": "choose", "color": "red"},
    {"type": "pass"},
    {"type": "done"},
]


def mutate(doc: object, data: st.DataObject) -> object:
    """`doc` with one to three values somewhere inside it replaced, removed or added."""
    doc = copy.deepcopy(doc)
    for _ in range(data.draw(st.integers(1, 3))):
        node, parent, where = doc, None, None
        while isinstance(node, dict | list) and node and data.draw(st.booleans()):
            parent = node
            where = data.draw(st.sampled_from(list(node) if isinstance(node, dict) else range(len(node))))
            node = node[where]
        if parent is None:
            if isinstance(doc, dict):
                doc[data.draw(st.text(max_size=6) | st.sampled_from(KEYS))] = data.draw(JSON)
        elif data.draw(st.booleans()):
            del parent[where]
        else:
            parent[where] = data.draw(JSON)
    return doc


@pytest.fixture
def client(database_url: str) -> Iterator[TestClient]:
    """The fuzzing runs against SQLite and PostgreSQL: they disagree about odd text."""
    app = create_app(Settings(database_url=database_url, poll_seconds=1.0, snapshot_every=10))
    with TestClient(app) as c:
        yield c


def test_control_characters_in_free_text_are_refused_the_same_on_every_backend(client):
    seats = [{"kind": "me"}, {"kind": "open"}]
    body = {"game": "innovation", "players": 2, "seats": seats}
    for bad in ("a\x00b", "tab\there", "bell\x07", "del\x7f", "c1\x85"):
        for changed in (
            {"title": bad},
            {"seats": [{"kind": "me", "name": bad}, {"kind": "open"}]},
        ):
            r = client.post("/api/games", json=body | changed)
            assert r.status_code == 422, r.text
            assert "control characters" in r.json()["message"]
        r = client.post(
            "/api/import", json={"save": epocha.dumps(epocha.new_game("innovation", 2)), "title": bad}
        )
        assert r.status_code == 422 and "control characters" in r.json()["message"]
    assert _games(client) == 0
    created = client.post("/api/games", json=body | {"title": "Čtvrtek 🎲 večer"}).json()
    r = client.post(f"/api/games/{created['id']}/join", json={"name": "Ann\x00"})
    assert r.status_code == 422 and "control characters" in r.json()["message"]
    joined = client.post(f"/api/games/{created['id']}/join", json={"name": "Ann Nováková"})
    assert joined.status_code == 200
    seats = client.get(f"/api/games/{created['id']}").json()["seats"]
    assert seats[1]["name"] == "Ann Nováková"


def _games(client) -> int:
    with client.app.state.tables.store.engine.connect() as conn:
        return conn.exec_driver_sql("SELECT count(*) FROM games").scalar()


def check(r) -> None:
    assert r.status_code < 500, r.text
    if r.status_code >= 400:
        body = r.json()
        assert isinstance(body["error"], str) and isinstance(body["message"], str), r.text


def test_creating_and_importing(client):
    create = {
        "game": "innovation",
        "players": 2,
        "seats": [{"kind": "me"}, {"kind": "bot", "bot": "random"}],
        "position": LATE_POSITION,
    }
    g = epocha.new_game("innovation", players=2, seed=5)
    bot = RandomBot(3)
    for _ in range(12):
        seat = g.active_players[0]
        g.apply(seat, bot.choose(g.for_seat(seat)))
    saves = [json.loads(epocha.dumps(g))]
    saves.append(json.loads(epocha.dumps(epocha.from_position("innovation", LATE_POSITION, seed=2))))

    @FUZZ
    @given(st.data())
    def run(data: st.DataObject) -> None:
        before = _games(client)
        r = client.post("/api/games", json=mutate(create, data))
        check(r)
        assert _games(client) == before + (r.status_code == 201)  # refused: nothing stored
        before = _games(client)
        r = client.post(
            "/api/import", json={"save": json.dumps(mutate(data.draw(st.sampled_from(saves)), data))}
        )
        check(r)
        assert _games(client) == before + (r.status_code == 201)

    run()


def test_playing(client):
    created = client.post(
        "/api/games",
        json={
            "game": "innovation",
            "players": 2,
            "seats": [{"kind": "me"}, {"kind": "me"}],
            "position": LATE_POSITION,
        },
    ).json()
    gid, tokens = created["id"], created["tokens"]

    @FUZZ
    @given(st.data())
    def run(data: st.DataObject) -> None:
        seq = client.get(f"/api/games/{gid}/view").json()["seq"]
        body = mutate({"seq": seq, "key": key(), "action": data.draw(st.sampled_from(ACTIONS))}, data)
        token = tokens[data.draw(st.sampled_from(["0", "1"]))]
        paths = ["actions", "undo", "leave", "takeover", "join", "back", "rematch", "chat"]
        path = data.draw(st.sampled_from(paths))
        if path == "chat":
            body = mutate({"text": data.draw(st.text(max_size=8))}, data)
        r = client.post(f"/api/games/{gid}/{path}", headers=auth(token), json=body)
        check(r)
        if path == "leave" and r.status_code == 200:  # keep both seats human
            check(client.post(f"/api/games/{gid}/back", headers=auth(token)))

    run()


def test_reading(client):
    created = client.post(
        "/api/games",
        json={
            "game": "innovation",
            "players": 2,
            "seats": [{"kind": "me"}, {"kind": "me"}],
            "position": LATE_POSITION,
        },
    ).json()
    gid = created["id"]

    @FUZZ
    @given(st.text(max_size=20), st.text(max_size=20), st.integers(), st.integers(), st.integers())
    def run(text: str, other: str, x: int, y: int, z: int) -> None:
        a, b = quote(text, safe=""), quote(other, safe="")
        for url in [
            f"/api/games/{gid}/view?log_from={x}",
            f"/api/games/{gid}/replay?at={x}&seat={y}&log_from={z}",
            f"/api/games/{gid}/replay?at={a}&seat={b}",
            f"/api/games/{a}/replay",
            f"/api/games/{gid}/poll?seq={x or -1}&log_from={y}&version={z}",  # seq 0 would wait
            f"/api/reference/{a}?lang={b}",
            f"/api/reference/innovation?edition={a}",
            f"/api/games/{a}",
            f"/api/games/{a}/view",
            f"/api/games/{gid}/chat?after={x}",
            f"/api/games/{a}/chat?after={b}",
            f"/api/i18n/{a}",
        ]:
            headers = {"Authorization": other} if other.isascii() and other.isprintable() else {}
            check(client.get(url, headers=headers))
        check(client.post("/api/summaries", json={"ids": [text, other, gid]}))
        missing = "x" + quote(text.replace("/", ""), safe="")  # an id the route takes, of no game
        with client.websocket_connect(f"/ws/games/{gid if x % 2 else missing}") as ws:
            ws.send_json({"token": text if y % 3 else None, "log_from": x})
            message = ws.receive_json()
            assert message["type"] in ("state", "error")
            assert message["type"] == "state" or message["message"]

    run()
