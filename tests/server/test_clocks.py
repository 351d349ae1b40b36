"""Clocks: the time controls (none, live Fischer, turn-based with a reserve), the rule applied
when a clock runs out (a bot takes the seat, or the seat loses), exactly once with several
server processes; the older `turn_timeout` as a clock. Time is a hand-moved clock: nothing
sleeps."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient

from epocha.server import timeouts
from epocha.server.app import create_app
from epocha.server.clocks import Clocks, TimeControl
from epocha.server.service import Tables, ranked_last
from epocha.server.settings import Settings

from .helpers import LATE_POSITION, START, HandClock, act, auth, create, settle, sweep_at_once, view


@pytest.fixture
def clock() -> HandClock:
    return HandClock()


def settings(url: str, clock: HandClock) -> Settings:
    # the background sweep looks once at start, then the tests sweep by hand
    return Settings(database_url=url, clock=clock, clock_check_seconds=3600, poll_seconds=1.0)


@pytest.fixture
def timed(sqlite_url: str, clock: HandClock) -> Iterator[TestClient]:
    with TestClient(create_app(settings(sqlite_url, clock))) as c:
        yield c


def tables_of(client: TestClient) -> Tables:
    return client.app.state.tables


def sweep(client: TestClient) -> list:
    return timeouts.sweep(tables_of(client))


LIVE = {"kind": "live", "base": 300, "increment": 5}


# -- the clocks themselves -------------------------------------------------------------------


def test_a_live_clock_charges_the_time_used_and_adds_the_increment():
    clocks = Clocks.start(TimeControl(kind="live", base=300, increment=5), 2)
    clocks.wait_for([0], START)
    assert clocks.deadline(0) == START + timedelta(seconds=300)
    clocks.moved(0, START + timedelta(seconds=100))
    assert clocks.left == [205.0, 300.0]
    clocks.wait_for([1], START + timedelta(seconds=100))
    assert clocks.expired(START + timedelta(seconds=399)) == []
    assert clocks.expired(START + timedelta(seconds=400)) == [1]


def test_a_turn_based_clock_spends_its_reserve_only_beyond_the_time_a_move():
    day = 24 * 3600
    clocks = Clocks.start(TimeControl(kind="turn", per_move=2 * day, vacation=3 * day), 2)
    clocks.wait_for([0, 1], START)  # both are waited for (simultaneous choices)
    clocks.moved(0, START + timedelta(days=1))  # within its time: the reserve is whole
    clocks.moved(1, START + timedelta(days=4))  # two days over
    assert clocks.left == [3.0 * day, 1.0 * day]
    clocks.wait_for([1], START + timedelta(days=4))
    assert clocks.deadline(1) == START + timedelta(days=7)
    shown = clocks.public(START + timedelta(days=5))["seats"][1]
    assert shown == {
        "seat": 1,
        "left": 2.0 * day,  # one day of the move left, and the day of reserve
        "running": True,
        "deadline": (START + timedelta(days=7)).isoformat(),
        "reserve": 1.0 * day,
        "out": False,
    }


def test_a_clock_that_ran_out_stops_until_its_player_comes_back():
    clocks = Clocks.start(TimeControl(kind="live", base=60), 2)
    clocks.wait_for([0], START)
    clocks.ran_out(0)
    clocks.wait_for([0], START)
    assert clocks.waiting == {} and clocks.earliest() is None
    clocks.left[0] = 0.0
    clocks.came_back(0)
    clocks.wait_for([0], START)
    assert clocks.deadline(0) == START + timedelta(seconds=60)  # a little time to think
    assert Clocks.from_dict(json.loads(json.dumps(clocks.to_dict()))) == clocks


def test_a_seat_that_lost_on_time_ranks_last():
    result = {"winners": [2], "scores": [30, 41, 55], "reason": "score"}
    assert ranked_last(result, [2]) == {**result, "winners": [1], "lost_on_time": [2]}
    assert ranked_last(result, [0]) == {**result, "winners": [2], "lost_on_time": [0]}
    assert ranked_last(result, []) is result


# -- at the table ----------------------------------------------------------------------------


def test_a_live_clock_runs_for_the_seat_to_move_and_a_bot_takes_it_when_it_runs_out(timed, clock):
    created = create(timed, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION, clock=LIVE)
    gid, t0, t1 = created["id"], created["tokens"]["0"], created["tokens"]["1"]
    shown = timed.get(f"/api/games/{gid}").json()["clock"]
    assert shown["control"] == {**LIVE, "per_move": 0, "vacation": 0, "on_timeout": "bot"}
    assert [s["running"] for s in shown["seats"]] == [False, False]  # from the first move on
    mover = view(timed, gid, t0)["view"]["active_players"][0]
    token = (t0, t1)[mover]
    clock.advance(40)
    assert act(timed, gid, token, view(timed, gid, token)["view"]["legal_actions"][0]).status_code == 200
    data = view(timed, gid, t0)
    seats = timed.get(f"/api/games/{gid}").json()["clock"]["seats"]
    waiting = data["view"]["active_players"][0]
    # (the first move was not timed: the clocks start with it)
    assert seats[waiting]["running"] and seats[waiting]["left"] == 300.0
    clock.advance(seats[waiting]["left"] - 1)
    assert sweep(timed) == []  # a second to spare
    clock.advance(1)
    assert len(sweep(timed)) == 1
    assert sweep(timed) == []  # once
    summary = timed.get(f"/api/games/{gid}").json()
    assert summary["seats"][waiting]["away"] and summary["clock"]["seats"][waiting]["out"]
    settle(timed, gid)  # the bot plays the seat on
    # its player comes back, timed again
    token = (t0, t1)[waiting]
    assert timed.post(f"/api/games/{gid}/back", headers=auth(token)).status_code == 200
    assert not timed.get(f"/api/games/{gid}").json()["clock"]["seats"][waiting]["out"]


def test_leaving_and_coming_back_write_the_seat_and_its_clock_at_once(timed, clock):
    created = create(timed, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION, clock=LIVE)
    gid, tokens = created["id"], created["tokens"]
    first = view(timed, gid, tokens["0"])["view"]["active_players"][0]
    act(timed, gid, tokens[str(first)], view(timed, gid, tokens[str(first)])["view"]["legal_actions"][0])
    waiting = view(timed, gid)["view"]["active_players"][0]
    token = tokens[str(waiting)]
    store = tables_of(timed).store

    def running() -> bool:
        return timed.get(f"/api/games/{gid}").json()["clock"]["seats"][waiting]["running"]

    assert running()
    before = store.head(gid)
    leave = timed.post(f"/api/games/{gid}/leave", headers=auth(token), json={"bot": "random"})
    assert leave.status_code == 200
    left = store.head(gid)
    # one change that watchers see, with the clock already stopped (a bot plays the seat)
    assert left.version == before.version + 1 and left.seq == before.seq
    assert not running()
    settle(timed, gid)
    before = store.head(gid)
    assert timed.post(f"/api/games/{gid}/back", headers=auth(token)).status_code == 200
    assert store.head(gid).version == before.version + 1
    assert not timed.get(f"/api/games/{gid}").json()["seats"][waiting]["away"]


def test_with_two_players_the_seat_that_runs_out_loses(timed, clock):
    control = {**LIVE, "on_timeout": "lose"}
    created = create(timed, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION, clock=control)
    gid, tokens = created["id"], created["tokens"]
    first = view(timed, gid, tokens["0"])["view"]["active_players"][0]
    act(timed, gid, tokens[str(first)], view(timed, gid, tokens[str(first)])["view"]["legal_actions"][0])
    waiting = view(timed, gid)["view"]["active_players"][0]
    clock.advance(1000)
    assert len(sweep(timed)) == 1
    data = view(timed, gid, tokens[str(waiting)])
    assert data["view"]["is_over"] and data["view"]["legal_actions"] == []
    result = data["view"]["result"]
    assert result["reason"] == "timeout" and result["timed_out"] == waiting
    assert result["winners"] == [1 - waiting]
    summary = timed.get(f"/api/games/{gid}").json()
    assert summary["status"] == "over" and summary["result"] == result
    # the game stays over: no move, no undo, no clock
    r = act(timed, gid, tokens[str(waiting)], {"type": "draw"})
    assert r.status_code == 409 and r.json()["error"] == "game_over"
    assert not any(s["running"] for s in summary["clock"]["seats"])


def test_with_three_players_a_bot_plays_the_seat_on_and_it_ranks_last(timed, clock):
    control = {"kind": "turn", "per_move": 3600, "on_timeout": "lose"}
    created = create(timed, [{"kind": "me"}] * 3, clock=control)
    gid, tokens = created["id"], created["tokens"]
    for seat in range(3):  # the initial meld: everyone chooses at once
        act(timed, gid, tokens[str(seat)], view(timed, gid, tokens[str(seat)])["view"]["legal_actions"][0])
    waiting = view(timed, gid)["view"]["active_players"][0]
    clock.advance(3600)
    assert len(sweep(timed)) == 1
    summary = timed.get(f"/api/games/{gid}").json()
    assert summary["status"] == "active" and summary["seats"][waiting]["away"]
    row = tables_of(timed).store.log(gid)[-1]
    assert (row["kind"], row["seat"], json.loads(row["action"])) == (
        "timeout",
        waiting,
        {"on_timeout": "lose"},
    )
    assert tables_of(timed).load(gid).lost_on_time == [waiting]


def test_the_older_turn_timeout_is_a_turn_based_clock_a_bot_takes_over(timed):
    created = create(timed, [{"kind": "me"}, {"kind": "invite"}], turn_timeout=120)
    control = timed.get(f"/api/games/{created['id']}").json()["clock"]["control"]
    assert control == {
        "kind": "turn",
        "base": 0,
        "increment": 0,
        "per_move": 120,
        "vacation": 0,
        "on_timeout": "bot",
    }


@pytest.mark.parametrize(
    "clock, problem",
    [
        ({"kind": "live", "base": 10}, "at least 30 seconds"),
        ({"kind": "live", "base": 60, "per_move": 60}, "belong to a turn-based clock"),
        ({"kind": "turn", "per_move": 60, "increment": 5}, "belong to a live clock"),
        ({"kind": "turn"}, "per_move"),
        ({"kind": "sundial"}, "kind"),
        ({"kind": "live", "base": 60, "on_timeout": "shrug"}, "on_timeout"),
        ({"kind": "live", "base": 60, "extra": 1}, "extra"),
        ({"kind": "live", "base": -60}, "base"),
    ],
)
def test_a_malformed_clock_is_refused(timed, clock, problem):
    body = {"game": "innovation", "players": 2, "seats": [{"kind": "me"}, {"kind": "me"}], "clock": clock}
    r = timed.post("/api/games", json=body)
    assert r.status_code == 422 and problem in r.text


def test_a_clock_and_a_turn_timeout_together_are_refused(timed):
    body = {
        "game": "innovation",
        "players": 2,
        "seats": [{"kind": "me"}] * 2,
        "clock": LIVE,
        "turn_timeout": 60,
    }
    r = timed.post("/api/games", json=body)
    assert r.status_code == 422 and r.json()["error"] == "bad_clock"


def test_a_clock_survives_a_restart(sqlite_url, clock):
    with TestClient(create_app(settings(sqlite_url, clock))) as first:
        created = create(first, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION, clock=LIVE)
        gid, tokens = created["id"], created["tokens"]
        mover = view(first, gid)["view"]["active_players"][0]
        act(first, gid, tokens[str(mover)], view(first, gid, tokens[str(mover)])["view"]["legal_actions"][0])
        before = first.get(f"/api/games/{gid}").json()["clock"]
    clock.advance(30)  # the server was down for half a minute: it counts
    with TestClient(create_app(settings(sqlite_url, clock))) as second:
        after = second.get(f"/api/games/{gid}").json()["clock"]
    assert [s["deadline"] for s in after["seats"]] == [s["deadline"] for s in before["seats"]]
    running = next(s["seat"] for s in after["seats"] if s["running"])
    assert after["seats"][running]["left"] == before["seats"][running]["left"] - 30


def test_two_server_processes_apply_a_timeout_once(database_url, clock):
    """Two services over one database, sweeping at the same moment: one timeout row."""
    services = [Tables(settings(database_url, clock)) for _ in range(2)]
    services[0].store.migrate()
    try:
        created = services[0].create(
            game="innovation",
            players=2,
            options={},
            seed=3,
            seats=[{"kind": "me"}, {"kind": "me"}],
            position=LATE_POSITION,
            clock={**LIVE, "on_timeout": "lose"},
        )
        gid = created["id"]
        live = services[0].load(gid)
        mover = live.game.active_players[0]
        services[0].commit(gid, live, mover, "act", live.game.legal_actions(mover)[0], None)
        clock.advance(1000)
        found = sweep_at_once(services)
        assert sorted(len(f) for f in found) == [0, 1], found
        rows = services[1].store.log(gid)
        assert [r["kind"] for r in rows].count("timeout") == 1
        assert services[1].record(gid)["status"] == "over"
    finally:
        for s in services:
            s.store.dispose()


def test_with_three_players_the_seat_resigns_where_the_game_lets_it(sqlite_url, clock):
    """Through the Ages has a resignation (in the politics phase of one's own turn): a seat
    that runs out of time then resigns, after the timeout in the log."""
    tables = Tables(settings(sqlite_url, clock))
    tables.store.migrate()
    try:
        control = {"kind": "turn", "per_move": 3600, "on_timeout": "lose"}
        gid = tables.create(
            game="tta", players=3, options={}, seed=5, seats=[{"kind": "me"}] * 3, clock=control
        )["id"]
        pick = random.Random(5)
        for _ in range(400):  # random moves until the seat to move could resign
            live = tables.load(gid)
            seat = live.game.active_players[0]
            actions = live.game.legal_actions(seat)
            if any(a["type"] == "resign" for a in actions):
                break
            tables.commit(
                gid, live, seat, "act", pick.choice([a for a in actions if a["type"] != "resign"]), None
            )
        else:
            pytest.fail("no resignation was offered in 400 moves")
        clock.advance(3600)
        changed = timeouts.sweep(tables)
        rows = tables.store.log(gid)
        assert [r["kind"] for r in rows[-2:]] == ["timeout", "act"] and rows[-1]["seat"] == seat
        assert json.loads(rows[-1]["action"])["type"] == "resign"
        assert changed and tables.load(gid).lost_on_time == [seat]
    finally:
        tables.store.dispose()


def test_a_replay_steps_over_a_timeout_and_ends_as_the_table_did(timed, clock):
    created = create(
        timed, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION, clock={**LIVE, "on_timeout": "lose"}
    )
    gid, tokens = created["id"], created["tokens"]
    first = view(timed, gid)["view"]["active_players"][0]
    act(timed, gid, tokens[str(first)], view(timed, gid, tokens[str(first)])["view"]["legal_actions"][0])
    clock.advance(1000)
    assert len(sweep(timed)) == 1
    last = timed.get(f"/api/games/{gid}/replay").json()
    assert last["steps"] == 1 and last["view"]["is_over"]  # the timeout row is no move
    assert last["view"]["result"]["reason"] == "timeout"
    start = timed.get(f"/api/games/{gid}/replay?at=0").json()
    assert not start["view"]["is_over"] and start["view"]["result"] is None
