"""No seat learns another seat's hidden cards from the web table: not from views, prompts,
legal actions, summaries, long polls, save files, error messages or websocket messages (the
first one and every update). The log a seat receives is exactly the engine's redaction for
that seat, whose rules tests/games/innovation checks."""

from __future__ import annotations

import contextlib
import json

import pytest

import epocha
from epocha.bots import RandomBot
from epocha.engine.rng import Rng

from ..games.innovation.invariants import hidden_from, late_position, mentioned_cards
from .helpers import auth, key, view

SEEDS = range(6)
STEPS = 80
CHECK_EVERY = 10


def _secret(game, seat: int | None) -> set[str]:
    """The cards `seat` may not know by name now (a card whose effect runs is public)."""
    state = game.state
    running = {f.data["card"] for f in state.stack if isinstance(f.data.get("card"), str)}
    if state.result and state.result["reason"].startswith("card:"):
        running.add(state.result["reason"][5:])
    return hidden_from(state, seat) - running


def _check_state(data: dict, game, seat: int | None) -> None:
    """A view, poll answer or websocket state: the log is the seat's redaction, and nothing
    else names a card hidden from the seat."""
    data = dict(data)
    log = data.pop("log")
    assert log == game.log_for(seat, data["log_from"])
    leaked = mentioned_cards(json.dumps(data)) & _secret(game, seat)
    assert not leaked, f"seat {seat} sees {sorted(leaked)}"


def _check_answer(r, request: object, game, seat: int | None) -> None:
    """Any other answer (errors included) names no hidden card the request did not name."""
    assert r.status_code < 500, r.text
    asked = mentioned_cards(json.dumps(request))
    leaked = (mentioned_cards(r.text) - asked) & _secret(game, seat)
    assert not leaked, f"seat {seat} learns {sorted(leaked)} from {r.request.url.path}: {r.text}"


def _probe(client, gid: str, seq: int, seat: int | None, token: str | None, game, rng: Rng) -> None:
    """Every endpoint a seat (or a spectator) can call, on this game, right now."""
    headers = auth(token)
    _check_state(view(client, gid, token), game, seat)
    _check_state(client.get(f"/api/games/{gid}/poll?seq=999", headers=headers).json(), game, seat)
    with client.websocket_connect(f"/ws/games/{gid}") as ws:
        ws.send_json({"token": token, "log_from": 0})
        _check_state(ws.receive_json(), game, seat)
    answers: list[tuple[object, object]] = [
        (None, client.get(f"/api/games/{gid}")),
        (None, client.post("/api/summaries", json={"ids": [gid]})),
        (None, client.get("/api/open-games")),
        (None, client.post(f"/api/games/{gid}/join", json={})),
    ]
    saved = client.get(f"/api/games/{gid}/save", headers=headers)
    assert saved.status_code == 409  # the save reveals everything: not while the game runs
    answers.append((None, saved))
    if token is not None:
        for path, body in [
            ("rematch", None),
            ("takeover", {"seat": 0}),
            ("undo", {"seq": seq + 5, "key": key()}),  # stale
            ("undo", {"seq": seq, "key": key()}) if not game.can_undo(seat) else ("undo", {"seq": -1}),
        ]:
            answers.append((body, client.post(f"/api/games/{gid}/{path}", headers=headers, json=body)))
        # illegal moves that name hidden cards, or point at their places: refused alike
        names = sorted(_secret(game, seat))
        picks = [names[rng.below(len(names))]] if names else []
        places = [{"player": p, "zone": "hand", "index": 0} for p in range(game.players) if p != seat]
        probes = [{"type": t, "card": c} for t in ("meld", "dogma") for c in picks]
        probes += [{"type": "choose", "cards": [c]} for c in [*picks, *places]]
        shapes = set()
        for action in probes:
            r = client.post(
                f"/api/games/{gid}/actions",
                headers=headers,
                json={"seq": seq, "key": key(), "action": action},
            )
            assert r.status_code == 422, (action, r.text)
            answers.append((action, r))
            if isinstance(action.get("card"), str):  # the same words whichever card was named
                shapes.add((action["type"], r.json()["message"].replace(action["card"], "<card>")))
        assert len(shapes) <= 2, shapes
    for request, r in answers:
        _check_answer(r, request, game, seat)


def _next_state(ws, seq: int) -> dict:
    while True:
        message = ws.receive_json()
        if message["type"] == "state" and message["seq"] == seq:
            return message


@pytest.mark.parametrize("seed", SEEDS)
def test_no_hidden_card_reaches_another_seat(client, seed):
    rng = Rng(seed)
    players = 2 + seed % 3
    featured = sorted(epocha.games.innovation.catalog.CARDS)[seed * 31 % 105]
    position = late_position(rng, players, featured)
    body = {"game": "innovation", "players": players, "seats": [{"kind": "me"}] * players}
    created = client.post("/api/games", json={**body, "position": position, "seed": seed}).json()
    gid = created["id"]
    tokens: dict[int | None, str | None] = {None: None, **{int(s): t for s, t in created["tokens"].items()}}
    tables = client.app.state.tables
    bot = RandomBot(seed=seed)
    with contextlib.ExitStack() as stack:
        # every seat and a spectator keep a websocket open through the whole game
        sockets = {}
        for seat, token in tokens.items():
            ws = stack.enter_context(client.websocket_connect(f"/ws/games/{gid}"))
            ws.send_json({"token": token, "log_from": 0})
            sockets[seat] = ws
        for step in range(STEPS):
            live = tables.load(gid)
            for seat, ws in sockets.items():
                _check_state(_next_state(ws, live.seq), live.game, seat)
            if live.game.is_over:
                break
            if step % CHECK_EVERY == 0:
                for seat, token in tokens.items():
                    _probe(client, gid, live.seq, seat, token, live.game, rng)
            seat = live.game.active_players[0]
            mine = view(client, gid, tokens[seat])
            actions = mine["view"]["legal_actions"]
            r = client.post(
                f"/api/games/{gid}/actions",
                headers=auth(tokens[seat]),
                json={"seq": mine["seq"], "key": key(), "action": actions[bot.rng.below(len(actions))]},
            )
            assert r.status_code == 200, r.text
        live = tables.load(gid)
        if not live.game.is_over:
            for seat, token in tokens.items():
                _probe(client, gid, live.seq, seat, token, live.game, rng)
