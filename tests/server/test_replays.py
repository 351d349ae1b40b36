"""Replays (`GET /api/games/<id>/replay`): each step as a seat or a spectator saw it live,
undos left out, who may watch what, and bad requests."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from fastapi.testclient import TestClient

import epocha
from epocha.bots import RandomBot
from epocha.server.app import create_app
from epocha.server.replays import Replays
from epocha.server.settings import Settings

from ..games.innovation.invariants import hidden_from, mentioned_cards
from .helpers import LATE_POSITION, SHORT_GAME, act, auth, create, key, view

# what a replay shows differently from the live view: nothing in a replay can be undone
UNDO_FIELDS = ("can_undo", "undo")


def _replay(client, gid: str, token: str | None = None, **query) -> dict:
    r = client.get(f"/api/games/{gid}/replay", params=query, headers=auth(token))
    assert r.status_code == 200, r.text
    return r.json()


def _shown(data: dict) -> dict:
    """A view answer as a replay must repeat it: the view without its undo offer, and the log."""
    shown = {k: v for k, v in data["view"].items() if k not in UNDO_FIELDS}
    return {"view": shown, "log": data["log"], "seat": data["seat"]}


def _record(client, gid: str, tokens: dict, seen: dict[int, dict]) -> None:
    """Every seat's and the spectator's live view, under the game's current step."""
    step = len(client.app.state.tables.load(gid).game.history)
    seen[step] = {s: _shown(view(client, gid, t)) for s, t in tokens.items()}


def _play(client, gid: str, tokens: dict, moves: int | None, seen: dict[int, dict]) -> int:
    """Random moves through the API, recording the views after each; now and then a seat
    takes its move back and moves again. The number of undos."""
    bot = RandomBot(seed=4)
    undos = 0
    _record(client, gid, tokens, seen)
    n = 0
    while moves is None or n < moves:
        spectator = view(client, gid)
        if spectator["view"]["is_over"]:
            break
        seat = spectator["view"]["active_players"][0]
        mine = view(client, gid, tokens[seat])
        actions = mine["view"]["legal_actions"]
        r = act(client, gid, tokens[seat], actions[bot.rng.below(len(actions))], seq=mine["seq"])
        assert r.status_code == 200, r.text
        n += 1
        _record(client, gid, tokens, seen)
        after = view(client, gid, tokens[seat])
        if after["view"]["can_undo"] and n % 3 == 0:
            body = {"seq": after["seq"], "key": key()}
            r = client.post(f"/api/games/{gid}/undo", headers=auth(tokens[seat]), json=body)
            assert r.status_code == 200, r.text
            undos += 1
            _record(client, gid, tokens, seen)
    return undos


@dataclass
class Finished:
    """A game played to its end through the API, with what every seat saw at each step."""

    client: TestClient
    gid: str
    tokens: dict[int | None, str | None]
    seen: dict[int, dict]
    undos: int


@pytest.fixture(scope="module")
def finished(tmp_path_factory) -> Iterator[Finished]:
    database = tmp_path_factory.mktemp("replays") / "epocha.db"
    app = create_app(Settings(database_url=f"sqlite:///{database}", snapshot_every=10))
    with TestClient(app) as client:
        created = create(client, [{"kind": "me"}, {"kind": "me"}], position=SHORT_GAME, seed=8)
        gid = created["id"]
        tokens = {None: None, 0: created["tokens"]["0"], 1: created["tokens"]["1"]}
        seen: dict[int, dict] = {}
        undos = _play(client, gid, tokens, None, seen)
        yield Finished(client, gid, tokens, seen, undos)


def _secret(game, seat: int | None) -> set[str]:
    """The cards `seat` may not know by name (a card whose effect runs is public)."""
    state = game.state
    running = {f.data["card"] for f in state.stack if isinstance(f.data.get("card"), str)}
    if state.result and state.result["reason"].startswith("card:"):
        running.add(state.result["reason"][5:])
    return hidden_from(state, seat) - running


def test_a_finished_game_replays_each_step_as_every_seat_saw_it_live(finished):
    client, gid, seen = finished.client, finished.gid, finished.seen
    assert finished.undos, "the game should have taken a move back"
    steps = max(seen)
    last = _replay(client, gid)
    assert last["at"] == last["steps"] == steps and last["view"]["is_over"]
    rows = client.app.state.tables.store.log(gid)
    assert len(rows) == steps + 2 * finished.undos and last["seq"] == len(rows)
    history = client.app.state.tables.load(gid).game.history
    assert last["moves"] == [h["seat"] for h in history]
    # rebuilt through checkpoints and from cached steps: forwards, backwards, jumping about
    client.app.state.replays.checkpoint_every = 4
    order = [*range(steps + 1), *range(steps, -1, -3), 0, steps, steps // 2, 1]
    for at in order:
        for seat in (None, 0, 1):
            query = {"at": at} if seat is None else {"at": at, "seat": seat}
            data = _replay(client, gid, **query)
            assert data["at"] == at and data["steps"] == steps
            assert _shown(data) == seen[at][seat], (at, seat)
            assert data["view"]["can_undo"] is False and data["view"]["undo"] is None


def test_a_small_cache_rebuilds_the_same_steps(finished):
    replays = Replays(finished.client.app.state.tables, capacity=2, checkpoint_every=3)
    for at in (7, 3, max(finished.seen), 0, 7, 8, 2):
        data = replays.replay(finished.gid, None, at=at, seat=1)
        assert _shown(data) == finished.seen[at][1]


def test_a_replay_sends_only_the_log_a_client_lacks(finished):
    client, gid = finished.client, finished.gid
    full = _replay(client, gid, at=5, seat=1)
    tail = _replay(client, gid, at=5, seat=1, log_from=3)
    assert tail["log_from"] == 3 and tail["log"] == full["log"][3:]
    assert tail["log_length"] == full["log_length"] == len(full["log"])
    beyond = _replay(client, gid, at=1, seat=1, log_from=10**6)  # clamped to the step's log
    assert beyond["log"] == [] and beyond["log_from"] == beyond["log_length"]
    assert beyond["log_length"] == len(finished.seen[1][1]["log"])


def test_once_the_game_is_over_anyone_replays_any_seat(finished):
    client, gid, tokens = finished.client, finished.gid, finished.tokens
    for seat in (0, 1):
        assert _replay(client, gid, seat=seat, at=1)["seat"] == seat  # without a token
        assert _replay(client, gid, tokens[1 - seat], seat=seat)["seat"] == seat  # another seat's
    other = create(client, [{"kind": "me"}, {"kind": "bot"}])
    r = client.get(f"/api/games/{gid}/replay?seat=0", headers=auth(other["tokens"]["0"]))
    assert r.status_code == 403 and r.json()["error"] == "bad_token"  # a wrong token still is


def test_no_seat_sees_another_seats_hidden_cards_at_any_step(client):
    """A game from its start (the simultaneous first melds hidden until both chose), still
    running: each seat replays its own steps, the spectator every step; nothing names a card
    that seat could not see at that step."""
    created = create(client, [{"kind": "me"}, {"kind": "me"}], seed=21)
    gid = created["id"]
    tokens = {None: None, 0: created["tokens"]["0"], 1: created["tokens"]["1"]}
    _play(client, gid, tokens, 14, {})
    history = client.app.state.tables.load(gid).game.history
    truth = epocha.new_game("innovation", players=2, seed=21)
    for at in range(len(history) + 1):
        if at:
            truth.apply(history[at - 1]["seat"], history[at - 1]["action"])
        for seat, token in tokens.items():
            data = _replay(client, gid, token, at=at, **({} if seat is None else {"seat": seat}))
            # the log is the engine's redaction for the seat (which the game's own tests check;
            # a card revealed for a moment is named in it), and nothing else names a secret
            assert data.pop("log") == truth.log_for(seat)
            leaked = mentioned_cards(json.dumps(data)) & _secret(truth, seat)
            assert not leaked, f"seat {seat} sees {sorted(leaked)} at step {at}"
            assert data["view"]["state"] == truth.view(seat)["state"]


def test_while_the_game_runs_a_seat_replays_only_its_own_view(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION, seed=3)
    gid, t0, t1 = created["id"], created["tokens"]["0"], created["tokens"]["1"]
    _play(client, gid, {None: None, 0: t0, 1: t1}, 4, {})
    other = create(client, [{"kind": "me"}, {"kind": "bot"}])  # a token of another game
    assert _replay(client, gid, t0, seat=0, at=2)["seat"] == 0
    assert _replay(client, gid, t1, seat=1, at=0)["seat"] == 1
    assert _replay(client, gid, at=3)["seat"] is None  # the spectator's: anyone
    assert _replay(client, gid, t0, at=3)["seat"] is None  # a seat may watch as a spectator
    refused = {
        "not_your_seat": client.get(f"/api/games/{gid}/replay?seat=1", headers=auth(t0)),
        "no_token": client.get(f"/api/games/{gid}/replay?seat=0"),
        "bad_token": client.get(f"/api/games/{gid}/replay?seat=0", headers=auth(other["tokens"]["0"])),
        "bad_authorization": client.get(f"/api/games/{gid}/replay?seat=0", headers={"Authorization": t0}),
    }
    for code, r in refused.items():
        assert r.status_code in (401, 403) and r.json()["error"] == code, (code, r.text)
        assert "view" not in r.json()
    unknown = client.get(f"/api/games/{gid}/replay", headers=auth("no-such-token-at-all"))
    assert unknown.status_code == 403 and unknown.json()["error"] == "bad_token"


def test_bad_requests(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0 = created["id"], created["tokens"]["0"]
    assert act(client, gid, t0, view(client, gid, t0)["view"]["legal_actions"][0]).status_code == 200
    assert _replay(client, gid)["steps"] == 1
    cases = {
        f"/api/games/{gid}/replay?at=2": (422, "no_such_step"),
        f"/api/games/{gid}/replay?at=-1": (422, "invalid_request"),
        f"/api/games/{gid}/replay?at=one": (422, "invalid_request"),
        f"/api/games/{gid}/replay?at=1.5": (422, "invalid_request"),
        f"/api/games/{gid}/replay?at={2**40}": (422, "invalid_request"),
        f"/api/games/{gid}/replay?seat=2": (422, "no_such_seat"),
        f"/api/games/{gid}/replay?seat=-1": (422, "invalid_request"),
        f"/api/games/{gid}/replay?seat=spectator": (422, "invalid_request"),
        f"/api/games/{gid}/replay?log_from=-3": (422, "invalid_request"),
        "/api/games/0123456789abcdef/replay": (404, "no_such_game"),
        "/api/games/not%20an%20id/replay": (404, "no_such_game"),
    }
    for url, (status, code) in cases.items():
        r = client.get(url)
        assert (r.status_code, r.json()["error"]) == (status, code), (url, r.text)
        assert r.json()["message"]
    assert client.get(f"/api/games/{gid}/replay?at=2").json()["steps"] == 1


def test_step_zero_of_a_game_nobody_moved_in(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION, seed=8)
    gid = created["id"]
    start = _replay(client, gid, created["tokens"]["0"], seat=0)
    assert (start["at"], start["steps"], start["moves"], start["seq"]) == (0, 0, [], 0)
    assert _shown(start) == _shown(view(client, gid, created["tokens"]["0"]))
