"""Ratings: Glicko-2 (the `glicko2` library) checked against Glickman's worked example; a rated
table's result rated as pairwise outcomes, exactly once however many server processes see the
game end; the rules of rated tables; the leaderboard and a home's own ratings."""

from __future__ import annotations

import json
import math

import pytest
from fastapi.testclient import TestClient

from epocha.server.ratings import Glicko2Player, Rating, pairwise, participants, rate_period
from epocha.server.service import Tables
from epocha.server.settings import Settings
from epocha.server.storage import Store

from .helpers import LATE_POSITION, HandClock, act, auth, create, sweep_at_once, view


def new_home(client: TestClient, name: str | None = None) -> str:
    token = client.post("/api/homes").json()["token"]
    if name is not None:
        client.patch("/api/home", headers=auth(token), json={"name": name})
    return token


def claim(client: TestClient, home: str, game_id: str, seat_token: str) -> None:
    r = client.post("/api/home/seats", headers=auth(home), json={"game": game_id, "seat_token": seat_token})
    assert r.status_code == 200, r.text


def first_move(client: TestClient, game_id: str, token: str):
    data = view(client, game_id, token)
    seat = data["view"]["active_players"][0]
    assert seat == data["seat"]
    return act(client, game_id, token, data["view"]["legal_actions"][0], seq=data["seq"])


# -- the library ------------------------------------------------------------------------------


def _paper_volatility(phi: float, sigma: float, delta: float, v: float, tau: float) -> float:
    """Step 5 of Glickman's paper, written out here as the test's oracle (Illinois algorithm)."""
    a = math.log(sigma**2)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / tau**2

    big_a = a
    if delta**2 > phi**2 + v:
        big_b = math.log(delta**2 - phi**2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    fa, fb = f(big_a), f(big_b)
    while abs(big_b - big_a) > 1e-6:
        c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2
        big_b, fb = c, fc
    return math.exp(big_a / 2)


def test_the_volatility_follows_the_paper_after_a_surprise():
    """A strong, sure player losing to a weak one: the volatility rises as step 5 of the paper
    says (the library alone, with the rating in place of the deviation, moves it otherwise)."""
    scale = 173.7178
    player = Glicko2Player(rating=1900, rd=60, vol=0.06)
    mu, phi = (1900 - 1500) / scale, 60 / scale
    mu_j, phi_j = (1300 - 1500) / scale, 80 / scale
    g = 1 / math.sqrt(1 + 3 * phi_j**2 / math.pi**2)
    expected = 1 / (1 + math.exp(-g * (mu - mu_j)))
    v = 1 / (g**2 * expected * (1 - expected))
    delta = v * g * (0 - expected)
    player.update_player([1300], [80], [0])
    assert player.vol == pytest.approx(_paper_volatility(phi, 0.06, delta, v, 0.5), abs=1e-6)
    assert player.vol > 0.06


def test_the_library_gives_glickmans_worked_example():
    """Glickman, "Example of the Glicko-2 system" (2012): 1500/200/0.06 against 1400/30 (won),
    1550/100 (lost) and 1700/300 (lost) becomes 1464.06 / 151.52 / 0.05999. (The paper rounds
    its steps; computed exactly the rating is 1464.05.)"""
    player = Glicko2Player(rating=1500, rd=200, vol=0.06)
    player.update_player([1400, 1550, 1700], [30, 100, 300], [1, 0, 0])
    assert player.rating == pytest.approx(1464.06, abs=0.02)
    assert player.rd == pytest.approx(151.52, abs=0.01)
    assert player.vol == pytest.approx(0.05999, abs=0.00001)
    # and through the table's own rating period
    before = {
        "p": Rating(1500, 200, 0.06),
        "a": Rating(1400, 30),
        "b": Rating(1550, 100),
        "c": Rating(1700, 300),
    }
    after = rate_period(before, {"p": [("a", 1.0), ("b", 0.0), ("c", 0.0)]})
    assert after["p"].rating == pytest.approx(1464.06, abs=0.02)


def test_a_seat_rates_its_home_or_its_bot_level():
    """A person who left (a bot finished for them) still rates their home; a bot off the ladder
    and an unclaimed seat rate nobody."""
    seats = [
        {"seat": 0, "kind": "human", "bot": "easy", "away": True},
        {"seat": 1, "kind": "bot", "bot": "medium", "away": False},
        {"seat": 2, "kind": "bot", "bot": "greedy", "away": False},
        {"seat": 3, "kind": "human", "bot": None, "away": False},
    ]
    assert participants(seats, {0: "home-a"}) == {0: "home-a", 1: "bot:medium", 2: None, 3: None}


def test_a_three_player_result_is_three_pairwise_outcomes():
    """Seat 0 won: it beat both others, who drew with each other (neither won)."""
    outcomes = pairwise({0: "h0", 1: "h1", 2: "bot:easy"}, [0])
    assert outcomes == {
        "h0": [("h1", 1.0), ("bot:easy", 1.0)],
        "h1": [("h0", 0.0), ("bot:easy", 0.5)],
        "bot:easy": [("h0", 0.0), ("h1", 0.5)],
    }
    after = rate_period({}, outcomes)
    assert after["h0"].rating > 1500 > after["bot:easy"].rating
    assert after["h1"].rating == pytest.approx(after["bot:easy"].rating)
    # both winners of a shared win draw; a player's two seats do not rate each other
    assert pairwise({0: "a", 1: "b"}, [0, 1]) == {"a": [("b", 0.5)], "b": [("a", 0.5)]}
    assert pairwise({0: "a", 1: "a", 2: "b"}, [2]) == {
        "a": [("b", 0.0), ("b", 0.0)],
        "b": [("a", 1.0), ("a", 1.0)],
    }


# -- rated tables over the API --------------------------------------------------------------------


def test_a_rated_table_waits_for_every_seat_in_a_home_and_rates_the_result(client):
    """Three players (two people, a bot level): the first move is refused until both people's
    seats are in homes; the end rates each pair once, the bot as its level."""
    ann, bob = new_home(client, "Ann"), new_home(client, "Bob")
    created = create(
        client,
        [{"kind": "me"}, {"kind": "invite"}, {"kind": "bot", "bot": "easy"}],
        rated=True,
    )
    gid, tokens = created["id"], created["tokens"]
    assert client.get(f"/api/games/{gid}").json()["rated"] is True
    claim(client, ann, gid, tokens["0"])
    refused = first_move(client, gid, tokens["0"])
    assert refused.status_code == 409
    assert refused.json()["error"] == "unclaimed_seats" and refused.json()["seats"] == [1]
    assert "seat 2" in refused.json()["message"]
    assert view(client, gid)["seq"] == 0  # nothing changed
    claim(client, bob, gid, tokens["1"])
    assert first_move(client, gid, tokens["0"]).status_code == 200
    # a seat of a rated game that runs stays in its home
    released = client.delete(f"/api/home/seats/{gid}/0", headers=auth(ann))
    assert released.status_code == 409 and released.json()["error"] == "rated_game_running"

    tables: Tables = client.app.state.tables
    live = tables.load(gid)
    final = {"seat": 0, "kind": "act", "action": None, "sealed": True, "response": "{}"}
    result = {"winners": [1], "scores": [3, 5, 1]}
    assert tables.store.append(gid, live.seq, final, status="over", result=result) is not None

    board = client.get("/api/ratings/innovation").json()["players"]
    assert (board[0]["name"], board[0]["games"]) == ("Bob", 1)
    assert {(p["name"], p["level"], p["games"]) for p in board[1:]} == {("Ann", None, 1), (None, "easy", 1)}
    assert board[1]["rating"] == board[2]["rating"]  # Ann and the bot drew (neither won)
    text = json.dumps(board)
    home_ids = [r["id"] for r in tables.store.engine.connect().execute(_homes_ids()).mappings()]
    assert not any(home_id in text for home_id in home_ids) and ann not in text
    mine = client.get("/api/home", headers=auth(bob)).json()["ratings"]
    assert mine == [
        {"game": "innovation", "rating": board[0]["rating"], "rd": board[0]["rd"], "games": 1, "rank": 1}
    ]
    # once over, the seat may leave the home
    assert client.delete(f"/api/home/seats/{gid}/0", headers=auth(ann)).status_code == 200


def _homes_ids():
    from sqlalchemy import select

    from epocha.server.tables import homes

    return select(homes.c.id)


def test_unrated_tables_and_bad_rated_tables(client):
    """An unrated table starts at once and rates nobody; a solo game, a table of bots only and
    a bot off the ladder cannot be rated; a leaderboard of an unknown game or a bad limit is
    refused."""
    created = create(client, [{"kind": "me"}, {"kind": "invite"}])
    assert client.get(f"/api/games/{created['id']}").json()["rated"] is False
    assert first_move(client, created["id"], created["tokens"]["0"]).status_code == 200
    cases = [
        ({"game": "revive", "players": 1, "seats": [{"kind": "me"}]}, "solo_unrated"),
        ({"players": 2, "seats": [{"kind": "bot", "bot": "easy"}] * 2}, "rated_needs_a_person"),
        ({"players": 2, "seats": [{"kind": "me"}, {"kind": "bot", "bot": "greedy"}]}, "bad_bot"),
    ]
    for body, code in cases:
        r = client.post("/api/games", json={"game": "innovation", "rated": True} | body)
        assert r.status_code == 422 and r.json()["error"] == code, r.text
    r = client.post(
        "/api/games", json={"game": "innovation", "players": 2, "seats": [{"kind": "me"}] * 2, "rated": "yes"}
    )
    assert r.status_code == 422
    assert client.get("/api/ratings/nosuchgame").status_code == 404
    assert client.get("/api/ratings/innovation?limit=0").status_code == 422
    assert client.get("/api/ratings/innovation").json() == {"game": "innovation", "players": []}


def test_two_server_processes_rate_a_result_once(database_url):
    """Two services over one database, both applying the timeout that ends a rated game at the
    same moment: the ratings move once."""
    clock = HandClock()
    settings = Settings(database_url=database_url, clock=clock, clock_check_seconds=3600)
    services = [Tables(settings) for _ in range(2)]
    services[0].store.migrate()
    try:
        created = services[0].create(
            game="innovation",
            players=2,
            options={},
            seed=3,
            seats=[{"kind": "me"}, {"kind": "bot", "bot": "medium"}],
            position=LATE_POSITION,
            clock={"kind": "live", "base": 300, "increment": 5, "on_timeout": "lose"},
            rated=True,
        )
        gid = created["id"]
        from epocha.server.homes import Homes

        homes = Homes(services[0])
        home = homes.create()["token"]
        homes.claim(home, gid, created["tokens"]["0"])
        live = services[0].load(gid)
        mover = live.game.active_players[0]
        services[0].commit(gid, live, mover, "act", live.game.legal_actions(mover)[0], None)
        while (live := services[0].load(gid)).game.active_players == [1]:  # the bot's moves, by hand
            services[0].commit(gid, live, 1, "act", live.game.legal_actions(1)[0], None)
        clock.advance(1000)
        found = sweep_at_once(services)
        assert sorted(len(f) for f in found) == [0, 1], found
        assert services[1].record(gid)["status"] == "over"
        board = services[1].store.leaderboard("innovation", 10)
        assert [(r["player"], r["games"]) for r in board] == [("bot:medium", 1), (board[1]["player"], 1)]
        assert board[0]["rating"] > 1500 > board[1]["rating"]  # the person ran out of time
    finally:
        for s in services:
            s.store.dispose()


def test_the_upgrade_keeps_every_game_unrated_with_its_seats(database_url):
    """0008 adds the `rated` flag in place: the games stored before keep their seats and logs."""
    from .test_storage import _old_database

    with _old_database(database_url, "0007", players=2) as conn:
        conn.exec_driver_sql(
            "INSERT INTO seats (game_id, seat, kind, name, open, away)"
            " VALUES ('old', 0, 'human', 'Ann', false, false)"
        )
    store = Store(database_url)
    try:
        assert [s["name"] for s in store.seats("old")] == ["Ann"]
        assert store.game("old")["rated"] is False
    finally:
        store.dispose()
