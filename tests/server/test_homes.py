"""A player's home (server/homes.py): created with a secret token, read, renamed, given a
language, rotated (the old token refused at once), seats claimed with their own tokens and
released, the listing's order (your turn first) and time left, and every refused request —
bad bodies, wrong, missing and rotated tokens, a seat of another home — changing nothing. On
SQLite and PostgreSQL."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import update

import epocha
from epocha.bots import RandomBot
from epocha.server.app import create_app
from epocha.server.homes import seal, unseal
from epocha.server.settings import Settings
from epocha.server.storage import now
from epocha.server.tables import games

from .helpers import LATE_POSITION, auth, create, settle
from .test_fuzz import FUZZ, check, mutate

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def client(database_url: str) -> Iterator[TestClient]:
    app = create_app(Settings(database_url=database_url, poll_seconds=1.0))
    with TestClient(app) as c:
        yield c


def new_home(client: TestClient) -> str:
    r = client.post("/api/homes")
    assert r.status_code == 201, r.text
    assert r.json()["home"] == {
        "name": None,
        "language": None,
        "created_at": r.json()["home"]["created_at"],
        "seats": [],
        "ratings": [],
    }
    return r.json()["token"]


def home(client: TestClient, token: str) -> dict:
    r = client.get("/api/home", headers=auth(token))
    assert r.status_code == 200, r.text
    return r.json()


def claim(client: TestClient, token: str | None, game: str, seat_token: str):
    return client.post("/api/home/seats", headers=auth(token), json={"game": game, "seat_token": seat_token})


def refused(r, status: int, code: str) -> None:
    assert r.status_code == status, r.text
    assert r.json()["error"] == code and r.json()["message"]


def two_people(client: TestClient, **extra) -> dict:
    return create(client, [{"kind": "me", "name": "Ann"}, {"kind": "me"}], position=LATE_POSITION, **extra)


def set_game(client: TestClient, game_id: str, **values) -> None:
    with client.app.state.tables.store.engine.begin() as conn:
        conn.execute(update(games).where(games.c.id == game_id).values(**values))


def test_a_home_is_created_read_named_and_given_a_language(client):
    token = new_home(client)
    assert home(client, token)["seats"] == []
    r = client.patch("/api/home", headers=auth(token), json={"name": "  Ann Nováková ", "language": "cs"})
    assert r.status_code == 200, r.text
    assert (r.json()["name"], r.json()["language"]) == ("Ann Nováková", "cs")
    # a key left out keeps its value; null clears it; an empty name is no name
    r = client.patch("/api/home", headers=auth(token), json={"language": None})
    assert (r.json()["name"], r.json()["language"]) == ("Ann Nováková", None)
    r = client.patch("/api/home", headers=auth(token), json={"name": "   "})
    assert r.json()["name"] is None
    client.patch("/api/home", headers=auth(token), json={"name": "Ann", "language": "en"})
    for bad, code in (
        ({"language": "xx"}, "no_such_language"),
        ({"language": "a" * 9}, "invalid_request"),
        ({"name": "A\x00nn"}, "invalid_request"),
        ({"name": "A" * 61}, "invalid_request"),
        ({"name": 7}, "invalid_request"),
        ({"colour": "red"}, "invalid_request"),
        ([], "invalid_request"),
    ):
        refused(client.patch("/api/home", headers=auth(token), json=bad), 422, code)
    assert (home(client, token)["name"], home(client, token)["language"]) == ("Ann", "en")


def test_wrong_and_missing_tokens_are_refused(client):
    token = new_home(client)
    for method, path, body in (
        ("GET", "/api/home", None),
        ("PATCH", "/api/home", {"name": "Eve"}),
        ("POST", "/api/home/rotate", None),
        ("DELETE", "/api/home/seats/abc/0", None),
    ):
        refused(client.request(method, path, json=body), 401, "no_token")
        refused(client.request(method, path, json=body, headers=auth("not-a-home-token")), 403, "bad_token")
        r = client.request(method, path, json=body, headers={"Authorization": f"Basic {token}"})
        refused(r, 401, "bad_authorization")
    g = two_people(client)
    refused(claim(client, None, g["id"], g["tokens"]["0"]), 401, "no_token")
    # a seat's token is not a home's, nor the other way round
    refused(claim(client, g["tokens"]["0"], g["id"], g["tokens"]["0"]), 403, "bad_token")
    r = client.get(f"/api/games/{g['id']}/view", headers=auth(token))
    refused(r, 403, "bad_token")
    assert home(client, token) == {**home(client, token), "name": None, "seats": []}


def test_rotating_gives_a_new_link_and_the_old_one_stops_at_once(client):
    old = new_home(client)
    g = two_people(client)
    assert claim(client, old, g["id"], g["tokens"]["1"]).status_code == 200
    client.patch("/api/home", headers=auth(old), json={"name": "Ben"})
    r = client.post("/api/home/rotate", headers=auth(old))
    assert r.status_code == 200, r.text
    new = r.json()["token"]
    assert new != old and r.json()["home"]["name"] == "Ben"
    # the claimed seat is still there, and its link still opens it (re-sealed under the new token)
    [seat] = r.json()["home"]["seats"]
    assert (seat["game_id"], seat["seat"], seat["token"]) == (g["id"], 1, g["tokens"]["1"])
    refused(client.get("/api/home", headers=auth(old)), 403, "bad_token")
    refused(client.patch("/api/home", headers=auth(old), json={"name": "Eve"}), 403, "bad_token")
    refused(client.post("/api/home/rotate", headers=auth(old)), 403, "bad_token")
    refused(claim(client, old, g["id"], g["tokens"]["0"]), 403, "bad_token")
    refused(client.delete(f"/api/home/seats/{g['id']}/1", headers=auth(old)), 403, "bad_token")
    after = home(client, new)
    assert after["name"] == "Ben" and [(s["game_id"], s["seat"]) for s in after["seats"]] == [(g["id"], 1)]


def test_a_seat_is_claimed_with_its_own_token_once_and_released(client):
    token, other = new_home(client), new_home(client)
    g, h = two_people(client), two_people(client)
    refused(claim(client, token, g["id"], h["tokens"]["0"]), 403, "bad_seat_token")  # another game's seat
    refused(claim(client, token, g["id"], "x" * 32), 403, "bad_seat_token")
    refused(claim(client, token, "nosuchgame", g["tokens"]["0"]), 404, "no_such_game")
    for bad in (
        {"game": g["id"]},
        {"game": g["id"], "seat_token": "short"},
        {"game": g["id"], "seat_token": "bad token with spaces"},
        {"game": g["id"], "seat_token": g["tokens"]["0"], "seat": 0},
        {"game": "x" * 33, "seat_token": g["tokens"]["0"]},
    ):
        refused(client.post("/api/home/seats", headers=auth(token), json=bad), 422, "invalid_request")
    assert home(client, token)["seats"] == []

    r = claim(client, token, g["id"], g["tokens"]["0"])
    assert r.status_code == 200 and r.json()["claimed"] is True and r.json()["seat"] == 0
    again = claim(client, token, g["id"], g["tokens"]["0"])
    assert again.status_code == 200 and again.json()["claimed"] is False
    assert len(again.json()["home"]["seats"]) == 1
    # a seat belongs to one home
    refused(claim(client, other, g["id"], g["tokens"]["0"]), 409, "seat_in_another_home")
    assert home(client, other)["seats"] == []
    refused(client.delete(f"/api/home/seats/{g['id']}/0", headers=auth(other)), 404, "not_in_home")
    refused(client.delete(f"/api/home/seats/{g['id']}/1", headers=auth(token)), 404, "not_in_home")
    refused(client.delete(f"/api/home/seats/{'x' * 40}/0", headers=auth(token)), 404, "not_in_home")
    refused(client.delete(f"/api/home/seats/{g['id']}/9", headers=auth(token)), 422, "invalid_request")
    assert len(home(client, token)["seats"]) == 1

    r = client.delete(f"/api/home/seats/{g['id']}/0", headers=auth(token))
    assert r.status_code == 200 and r.json()["seats"] == []
    assert claim(client, other, g["id"], g["tokens"]["0"]).json()["claimed"] is True


def test_the_listing_puts_your_turn_first_then_others_then_finished_games(client):
    token = new_home(client)
    # waiting: seat 1 of a game where seat 0 is to move
    waiting = two_people(client)
    # your turn, twice: against a bot, once with a turn timeout nearly run out
    mine = create(
        client, [{"kind": "me"}, {"kind": "bot", "bot": "random", "name": "Bot"}], position=LATE_POSITION
    )
    urgent = create(
        client, [{"kind": "me"}, {"kind": "bot", "bot": "random"}], position=LATE_POSITION, turn_timeout=600
    )
    # over: a game played to its end, imported
    g = epocha.new_game("innovation", players=2, seed=3)
    bot = RandomBot(random.Random(1).randrange(100))
    while not g.is_over:
        g.apply(g.active_players[0], bot.choose(g.for_seat(g.active_players[0])))
    r = client.post("/api/import", json={"save": epocha.dumps(g)})
    over = r.json()
    for game, seat in ((over, "1"), (waiting, "1"), (mine, "0"), (urgent, "0")):
        assert claim(client, token, game["id"], game["tokens"][seat]).status_code == 200
    settle(client, mine["id"])
    settle(client, urgent["id"])
    set_game(client, urgent["id"], updated_at=now() - timedelta(seconds=500))

    seats = home(client, token)["seats"]
    assert [(s["game_id"], s["group"]) for s in seats] == [
        (urgent["id"], "your_turn"),
        (mine["id"], "your_turn"),
        (waiting["id"], "waiting"),
        (over["id"], "over"),
    ]
    first, second, third, last = seats
    assert 90 <= first["time_left"] <= 100 and first["turn_timeout"] == 600
    assert second["time_left"] is None and second["to_move"] == [{"seat": 0, "name": ""}]
    assert third["to_move"] == [{"seat": 0, "name": "Ann"}] and third["seat"] == 1
    assert last["result"] == json.loads(json.dumps(g.result)) and last["to_move"] == []
    assert [w["seat"] for w in last["winners"]] == g.result["winners"]
    assert last["time_left"] is None
    # each seat's own link, for opening it on any device
    assert [s["token"] for s in seats] == [
        urgent["tokens"]["0"],
        mine["tokens"]["0"],
        waiting["tokens"]["1"],
        over["tokens"]["1"],
    ]
    assert {s["title"] for s in seats} and all(s["game"] == "innovation" for s in seats)

    # the time left counts down from the last move, and is never below zero
    set_game(client, urgent["id"], updated_at=now() - timedelta(seconds=900))
    assert home(client, token)["seats"][0]["time_left"] == 0


def test_a_seat_played_by_a_bot_while_away_is_not_your_turn(client):
    token = new_home(client)
    g = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    claim(client, token, g["id"], g["tokens"]["0"])
    assert home(client, token)["seats"][0]["group"] == "your_turn"
    client.app.state.tables.store.set_away(g["id"], 0, True, "random")
    [seat] = home(client, token)["seats"]
    assert seat["group"] == "waiting" and seat["away"] is True


def test_a_game_stored_before_homes_is_listed_from_the_engine(client):
    """Games written before 0006 have no `to_move`: the listing asks the engine."""
    token = new_home(client)
    g = two_people(client)
    claim(client, token, g["id"], g["tokens"]["1"])
    set_game(client, g["id"], to_move=None)
    assert home(client, token)["seats"][0]["to_move"] == [{"seat": 0, "name": "Ann"}]


def test_a_deleted_game_leaves_the_home(client):
    token = new_home(client)
    g = two_people(client)
    claim(client, token, g["id"], g["tokens"]["0"])
    client.app.state.tables.store.delete_game(g["id"])
    assert home(client, token)["seats"] == []


def test_sealed_seat_tokens_open_only_with_their_home_token():
    sealed = seal("home-token-one", "seat-token-abc")
    assert "seat-token-abc" not in sealed
    assert unseal("home-token-one", sealed) == "seat-token-abc"
    assert unseal("home-token-two", sealed) != "seat-token-abc"
    assert seal("home-token-one", "seat-token-abc") != sealed  # a fresh nonce each time
    assert unseal("home-token-one", "zz") is None and unseal("home-token-one", "00" * 4) is None


def test_making_homes_is_rate_limited(sqlite_url):
    app = create_app(Settings(database_url=sqlite_url, rate_limits={"home": "2/minute"}))
    with TestClient(app, client=("198.51.100.77", 1)) as c:
        token = c.post("/api/homes").json()["token"]
        token = c.post("/api/home/rotate", headers=auth(token)).json()["token"]
        r = c.post("/api/homes")
        assert r.status_code == 429 and "new homes" in r.json()["message"]
        assert c.get("/api/home", headers=auth(token)).status_code == 200


def test_mutated_home_requests_are_refused_cleanly_and_change_nothing(client):
    token = new_home(client)
    g = two_people(client)
    claim(client, token, g["id"], g["tokens"]["0"])
    client.patch("/api/home", headers=auth(token), json={"name": "Ann", "language": "cs"})
    before = home(client, token)

    @FUZZ
    @given(st.data())
    def run(data: st.DataObject) -> None:
        body = mutate(
            data.draw(
                st.sampled_from(
                    [{"game": g["id"], "seat_token": g["tokens"]["1"]}, {"name": "Ben", "language": "en"}]
                )
            ),
            data,
        )
        method, path = data.draw(st.sampled_from([("POST", "/api/home/seats"), ("PATCH", "/api/home")]))
        r = client.request(method, path, headers=auth(token), json=body)
        check(r)
        if r.status_code >= 400:
            assert home(client, token) == before
        elif method == "POST":  # a mutation that still names seat 1 of the game: put it back
            client.delete(f"/api/home/seats/{g['id']}/1", headers=auth(token))
        else:
            client.patch("/api/home", headers=auth(token), json={"name": "Ann", "language": "cs"})

    run()
