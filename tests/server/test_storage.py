"""The storage layer against SQLite and a real PostgreSQL server."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from importlib import resources

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.migration import MigrationContext
from fastapi.testclient import TestClient

import epocha
from epocha.bots import RandomBot
from epocha.server.app import create_app
from epocha.server.service import Tables
from epocha.server.settings import Settings
from epocha.server.storage import Store, token_hash
from epocha.server.tables import metadata

from .helpers import LATE_POSITION, act, auth, create, settle, view


def _record(game_id: str) -> dict:
    return {
        "id": game_id,
        "game": "innovation",
        "players": 2,
        "seed": 1,
        "options": json.dumps({"edition": "1e"}),
        "position": None,
        "title": "t",
        "rematch_of": None,
        "rematch_id": None,
        "turn_timeout": None,
    }


def _seats() -> list[dict]:
    return [
        {
            "seat": s,
            "kind": "human",
            "bot": None,
            "name": f"S{s}",
            "token_hash": token_hash(f"tok{s}-xyz"),
            "open": False,
            "away": False,
        }
        for s in range(2)
    ]


def test_migrations_are_idempotent_and_the_sequence_guard_holds(database_url):
    store = Store(database_url)
    store.migrate()
    store.migrate()
    store.create_game(_record("g1"), _seats())
    row = {
        "seat": 0,
        "kind": "act",
        "action": json.dumps({"type": "draw"}),
        "sealed": True,
        "idem_key": "key-00001",
        "response": json.dumps({"seq": 1}),
    }
    assert store.append("g1", 0, row, status="active", result=None)
    # a second writer at the same sequence number loses
    assert not store.append("g1", 0, {**row, "idem_key": "key-00002"}, status="active", result=None)
    # a reused idempotency key is refused even at the right sequence number
    assert not store.append("g1", 1, row, status="active", result=None)
    assert store.game("g1")["seq"] == 1 and [r["seq"] for r in store.log("g1")] == [1]
    assert store.response_for_key("g1", "key-00001") == {"seq": 1}
    assert store.seat_for_token("tok1-xyz")["seat"] == 1 and store.seat_for_token("nope") is None
    store.dispose()


def test_snapshots_and_replay_give_the_same_game(database_url):
    settings = Settings(database_url=database_url, snapshot_every=7)
    with TestClient(create_app(settings)) as client:
        created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
        gid, tokens = created["id"], created["tokens"]
        bot = RandomBot(seed=5)
        for _ in range(40):
            data = view(client, gid)
            if data["view"]["is_over"]:
                break
            seat = data["view"]["active_players"][0]
            mine = view(client, gid, tokens[str(seat)])
            actions = mine["view"]["legal_actions"]
            assert (
                act(
                    client, gid, tokens[str(seat)], actions[bot.rng.below(len(actions))], seq=mine["seq"]
                ).status_code
                == 200
            )
        final = view(client, gid, tokens["0"])
    # a fresh process: from the latest snapshot plus the rest of the log
    fresh = Tables(settings)
    live = fresh.load(gid)
    assert live.seq == final["seq"]
    assert live.game.view(0)["state"] == final["view"]["state"]
    # and the same by replaying everything, without snapshots
    with fresh.store.engine.begin() as conn:
        conn.exec_driver_sql("DELETE FROM snapshots")
    replayed = Tables(settings).load(gid)
    assert replayed.game == live.game
    fresh.store.dispose()


def test_bots_and_concurrent_tables_share_one_database(database_url):
    settings = Settings(database_url=database_url)
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        created = create(a, [{"kind": "me"}, {"kind": "bot", "bot": "random"}], position=LATE_POSITION)
        gid, t0 = created["id"], created["tokens"]["0"]
        settle(a, gid)
        # the second server (another process, in effect) sees and extends the same game
        seq = view(b, gid, t0)["seq"]
        assert act(b, gid, t0, {"type": "draw"}, seq=seq).status_code == 200
        stale = act(a, gid, t0, {"type": "draw"}, seq=seq)
        assert stale.status_code == 409
        data = settle(a, gid)
        assert data["seq"] >= seq + 1
        assert epocha.loads(epocha.dumps(Tables(settings).load(gid).game)).history


def test_the_migrations_build_exactly_the_schema_of_tables_py(database_url):
    store = Store(database_url)
    store.migrate()
    with store.engine.connect() as conn:
        assert compare_metadata(MigrationContext.configure(conn), metadata) == []
    store.dispose()


def test_servers_starting_together_migrate_one_after_another(database_url):
    stores = [Store(database_url) for _ in range(4)]
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(Store.migrate, stores))  # raises if two of them created the same table
    with stores[0].engine.connect() as conn:
        assert compare_metadata(MigrationContext.configure(conn), metadata) == []
    for store in stores:
        store.dispose()


@contextlib.contextmanager
def _old_database(database_url: str, revision: str, players: int) -> Iterator:
    """A database at an earlier schema `revision` holding one game ("old") of `players`; rows
    written inside go in at that revision, then the store migrates as a server would."""
    store = Store(database_url)
    cfg = Config()
    cfg.set_main_option("script_location", str(resources.files("epocha.server") / "migrations"))
    with store.engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, revision)
        conn.exec_driver_sql(
            "INSERT INTO games (id, game, players, seed, options, seq, status, title, created_at, updated_at)"
            f" VALUES ('old', 'innovation', {players}, 1, '{{}}', 0, 'active', 't',"
            " '2024-01-01', '2024-01-01')"
        )
        yield conn
    store.migrate()
    store.dispose()


def test_a_database_of_the_first_schema_is_upgraded_with_its_games(database_url):
    with _old_database(database_url, "0001", players=2):
        pass
    store = Store(database_url)
    assert store.head("old") == (0, 0)
    store.dispose()


def test_seats_stored_with_the_old_default_name_become_unnamed(database_url):
    """Releases before 0003 stored "Seat N" for a seat nobody named; clients now name such a
    seat in their own language, so the upgrade clears exactly those names."""
    names = ["Seat 1", "Seat 1", "Ann", "Seat 4"]  # seat 1 was named "Seat 1" by its player
    with _old_database(database_url, "0002", players=4) as conn:
        for seat, name in enumerate(names):
            conn.exec_driver_sql(
                "INSERT INTO seats (game_id, seat, kind, name, open, away)"
                f" VALUES ('old', {seat}, 'human', '{name}', false, false)"
            )
    store = Store(database_url)
    with store.engine.connect() as conn:
        rows = conn.exec_driver_sql("SELECT seat, name FROM seats ORDER BY seat").fetchall()
    assert [name for _, name in rows] == ["", "Seat 1", "Ann", ""]
    store.dispose()


def _state(ws, seq: int | None = None, newer_than: int = -1, within: float = 10) -> dict:
    """The next state message (at `seq`, or of a version above `newer_than`)."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        message = ws.receive_json()
        state = message["type"] == "state" and (seq is None or message["seq"] == seq)
        if state and message["version"] > newer_than:
            return message
    raise AssertionError("no update arrived")


def test_a_change_through_one_server_reaches_the_websockets_of_another(database_url):
    """Two server processes (two apps here) over one database: each one's websocket clients
    hear of the moves and seat changes made through the other."""
    # the fallback poll is an hour away: an update that arrives came through the watch
    settings = Settings(database_url=database_url, watch_seconds=0.1, poll_seconds=3600)
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        created = create(a, [{"kind": "me"}, {"kind": "me"}, {"kind": "open"}])
        gid, t0 = created["id"], created["tokens"]["0"]
        with b.websocket_connect(f"/ws/games/{gid}") as ws:
            ws.send_json({"token": created["tokens"]["1"], "log_from": 0})
            first = _state(ws, seq=0)
            joined = a.post(f"/api/games/{gid}/join", json={"name": "Cid"})
            assert joined.status_code == 200
            seated = _state(ws, seq=0, newer_than=first["version"])  # a seat change: same seq
            meld = view(a, gid, t0)["view"]["legal_actions"][0]
            assert act(a, gid, t0, meld, seq=0).status_code == 200
            moved = _state(ws, seq=1, newer_than=seated["version"])
            assert moved["view"] == view(b, gid, created["tokens"]["1"])["view"]
        # a long poll waiting on b hears of a move made through a, too
        seat = view(a, gid)["view"]["active_players"][0]
        token = created["tokens"][str(seat)] if seat < 2 else joined.json()["token"]
        mine = view(a, gid, token)
        with ThreadPoolExecutor(1) as pool:
            url = f"/api/games/{gid}/poll?seq=1&version={mine['version']}"
            polled = pool.submit(b.get, url, headers=auth(t0))
            deadline = time.monotonic() + 10
            while b.app.state.tables.hub.watched() == 0:  # the poll is waiting: now move
                assert time.monotonic() < deadline, "the long poll never started waiting"
                time.sleep(0.01)
            assert act(a, gid, token, mine["view"]["legal_actions"][0], seq=1).status_code == 200
            assert polled.result(timeout=5).json()["seq"] == 2
        assert b.app.state.tables.hub.watched() == 0


def test_bot_seats_are_read_from_the_database(database_url):
    """A player leaves through one server; the bots of the other server take the seat over."""
    settings = Settings(database_url=database_url, watch_seconds=0.1)
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        created = create(a, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
        gid, tokens = created["id"], created["tokens"]
        bot = RandomBot(seed=4)

        def move_until(seat_to_wait_for: int) -> dict:
            for _ in range(50):
                data = view(a, gid)
                if data["view"]["is_over"] or seat_to_wait_for in data["view"]["active_players"]:
                    return data
                seat = data["view"]["active_players"][0]
                mine = view(a, gid, tokens[str(seat)])
                actions = mine["view"]["legal_actions"]
                r = act(a, gid, tokens[str(seat)], actions[bot.rng.below(len(actions))], seq=mine["seq"])
                assert r.status_code == 200
            raise AssertionError("the turn did not pass")

        if move_until(1)["view"]["is_over"]:  # seat 0 moved through a: a has seen its seats
            return
        left = b.post(f"/api/games/{gid}/leave", headers=auth(tokens["0"]), json={"bot": "random"})
        assert left.status_code == 200
        data = move_until(0)  # seat 1 moves through a; a's bots must play the seat that left
        if data["view"]["is_over"]:
            return
        data = settle(a, gid)
        assert 0 not in data["view"]["active_players"] or data["view"]["is_over"]


def test_games_stored_before_expiry_count_as_visited_and_joined_when_last_changed(database_url):
    """0004: a game from before expiry existed is kept for the days of inactivity counted from
    its last change, and never taken for an unjoined lobby game (nobody knows if it was)."""
    with _old_database(database_url, "0003", players=2) as conn:
        conn.exec_driver_sql("UPDATE games SET updated_at = '2024-03-01' WHERE id = 'old'")
    store = Store(database_url)
    row = store.game("old")
    assert (row["creator"], row["human_seen_at"].date().isoformat(), row["joined_at"].date().isoformat()) == (
        None,
        "2024-03-01",
        "2024-01-01",
    )
    store.dispose()
