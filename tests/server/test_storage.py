"""The storage layer against SQLite and a real PostgreSQL server."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

import epocha
from epocha.bots import RandomBot
from epocha.server.app import create_app
from epocha.server.service import Tables
from epocha.server.settings import Settings
from epocha.server.storage import Store, token_hash

from .helpers import LATE_POSITION, act, create, settle, view


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request, sqlite_url):
    if request.param == "sqlite":
        return sqlite_url
    url = request.getfixturevalue("postgres_url")
    store = Store(url)  # a clean database for every test
    from epocha.server.tables import metadata

    metadata.drop_all(store.engine)
    with store.engine.begin() as conn:
        conn.exec_driver_sql("DROP TABLE IF EXISTS alembic_version")
    store.dispose()
    return url


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
