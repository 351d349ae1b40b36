"""Games nobody will come back to expire; the lobby cannot be flooded from one address."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update

from epocha.server.app import create_app
from epocha.server.expiry import sweep
from epocha.server.settings import Settings
from epocha.server.storage import now
from epocha.server.tables import games

from .helpers import SHORT_GAME, act, create, settle, view

PROXY = "10.0.0.1"  # the test client stands for a proxy that says whom it forwards for
FLOODER, PLAYER = "198.51.100.7", "203.0.113.20"
OPEN_GAME = [{"kind": "me"}, {"kind": "open"}]


@pytest.fixture
def client(database_url: str) -> Iterator[TestClient]:
    settings = Settings(
        database_url=database_url,
        trusted_proxies=(PROXY,),
        expire_days=30,
        unjoined_hours=24,
        open_games_per_address=5,
        expiry_check_seconds=3600,  # the tests sweep themselves
    )
    with TestClient(create_app(settings), client=(PROXY, 40000)) as c:
        yield c


def _from(address: str) -> dict:
    return {"X-Forwarded-For": address}


def _age(client: TestClient, game_id: str, **ago: timedelta) -> None:
    """Move a game's stamps back in time (`created_at=timedelta(hours=25)`, say)."""
    stamps = {column: now() - delta for column, delta in ago.items()}
    with client.app.state.tables.store.engine.begin() as conn:
        conn.execute(update(games).where(games.c.id == game_id).values(**stamps))


def _sweep(client: TestClient) -> set[str]:
    return set(sweep(client.app.state.tables))


def _listed(client: TestClient) -> list[str]:
    r = client.get("/api/open-games")
    assert r.status_code == 200, r.text
    return [g["id"] for g in r.json()["games"]]


def _open_game(client: TestClient, address: str) -> str:
    body = {"game": "innovation", "players": 2, "seats": OPEN_GAME}
    r = client.post("/api/games", json=body, headers=_from(address))
    assert r.status_code == 201, r.text
    return r.json()["id"]


def test_a_flood_of_open_games_from_one_address_leaves_a_real_open_game_listed(client, database_url):
    # the thousand once (on SQLite); the same query on PostgreSQL needs no thousand to be shown
    size = 1000 if database_url.startswith("sqlite") else 40
    flood = [_open_game(client, FLOODER) for _ in range(size)]
    real = _open_game(client, PLAYER)
    flood += [_open_game(client, FLOODER) for _ in range(3)]  # the flood goes on after it
    listed = _listed(client)
    assert real in listed
    # at most K from one address: the newest of the flood
    assert [g for g in listed if g != real] == flood[::-1][:5]


def test_an_open_game_nobody_joined_expires_after_the_hours_and_a_joined_one_stays(client):
    lonely = create(client, OPEN_GAME)["id"]
    joined = create(client, OPEN_GAME)["id"]
    private = create(client, [{"kind": "me"}, {"kind": "invite"}])["id"]
    r = client.post(f"/api/games/{joined}/join", json={"name": "Ada"})
    assert r.status_code == 200, r.text
    fresh = create(client, OPEN_GAME)["id"]
    for game_id in (lonely, joined, private):
        _age(client, game_id, created_at=timedelta(hours=25))
    assert _sweep(client) == {lonely}
    assert client.get(f"/api/games/{lonely}").status_code == 404
    for game_id in (joined, private, fresh):
        assert client.get(f"/api/games/{game_id}").status_code == 200
    assert lonely not in _listed(client)


def test_a_game_expires_after_the_days_without_a_person(client):
    idle = create(client, [{"kind": "me"}, {"kind": "invite"}])
    visited = create(client, [{"kind": "me"}, {"kind": "invite"}])
    played = create(client, [{"kind": "me"}, {"kind": "invite"}])
    month = timedelta(days=31)
    for g in (idle, visited, played):
        _age(client, g["id"], human_seen_at=month, updated_at=month, created_at=month)
    client.app.state.tables._seen.clear()  # as after a restart: the next visit is written down

    view(client, visited["id"], visited["tokens"]["1"])  # a person opens it: a visit
    view(client, idle["id"])  # a spectator keeps nothing alive
    token = played["tokens"]["0"]
    move = view(client, played["id"], token)["view"]["legal_actions"][0]
    assert act(client, played["id"], token, move).status_code == 200
    assert _sweep(client) == {idle["id"]}
    assert client.get(f"/api/games/{idle['id']}/view").status_code == 404
    assert client.get(f"/api/games/{visited['id']}").status_code == 200


def test_a_bots_move_is_no_visit(client):
    game = create(client, [{"kind": "me"}, {"kind": "bot", "bot": "random"}])
    token, store = game["tokens"]["0"], client.app.state.tables.store
    for _ in range(20):  # the person moves until the bot has moved after them
        settle(client, game["id"])  # nobody moves while the rows are read
        moves = store.log(game["id"])
        if moves and moves[-1]["seat"] == 1 and 0 in {m["seat"] for m in moves}:
            break
        move = view(client, game["id"], token)["view"]["legal_actions"][0]
        assert act(client, game["id"], token, move).status_code == 200
    row = store.game(game["id"])
    last_by_person = [m for m in moves if m["seat"] == 0][-1]
    assert row["human_seen_at"] == last_by_person["created_at"] < moves[-1]["created_at"] == row["updated_at"]


def test_a_finished_game_never_expires(client):
    bots = [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]
    over = create(client, bots, position=SHORT_GAME)["id"]  # (played to its end in about 20 moves)
    assert settle(client, over, timeout=60)["view"]["is_over"]
    _age(client, over, human_seen_at=timedelta(days=400), updated_at=timedelta(days=400))
    assert _sweep(client) == set()
    assert client.get(f"/api/games/{over}").status_code == 200


def test_a_game_whose_turn_timeout_still_runs_does_not_expire(client):
    ticking = create(client, [{"kind": "me"}, {"kind": "invite"}], turn_timeout=30 * 24 * 3600)["id"]
    stopped = create(client, [{"kind": "me"}, {"kind": "invite"}], turn_timeout=60)["id"]
    for game_id in (ticking, stopped):
        # the last move (a bot's, say) two days ago; no person for a month
        _age(client, game_id, human_seen_at=timedelta(days=31), updated_at=timedelta(days=2))
    assert _sweep(client) == {stopped}
