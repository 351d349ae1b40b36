"""No seat learns another seat's hidden cards from the web table: not from views, prompts,
legal actions, summaries, long polls or websocket messages. (The log a seat receives is
exactly the engine's redaction for that seat, whose rules tests/games/innovation checks.)"""

from __future__ import annotations

import json

import pytest

import epocha
from epocha.bots import RandomBot
from epocha.engine.log import redact_all
from epocha.engine.rng import Rng

from ..games.innovation.invariants import hidden_from, late_position, mentioned_cards
from .helpers import act, auth, create, view


def _check(client, gid: str, tokens: dict[str, str]) -> None:
    tables = client.app.state.tables
    game = tables.load(gid).game
    state = game.state
    running = {f.data["card"] for f in state.stack if isinstance(f.data.get("card"), str)}
    if state.result and state.result["reason"].startswith("card:"):
        running.add(state.result["reason"][5:])
    seats = {None: None, **{int(s): t for s, t in tokens.items()}}
    summary = json.dumps(client.get(f"/api/games/{gid}").json())
    for seat, token in seats.items():
        secret = hidden_from(state, seat) - running
        responses = [
            view(client, gid, token),
            client.get(f"/api/games/{gid}/poll?seq=999", headers=auth(token)).json(),
        ]
        with client.websocket_connect(f"/ws/games/{gid}") as ws:
            ws.send_json({"token": token, "log_from": 0})
            responses.append(ws.receive_json())
        for data in responses:
            log = data.pop("log")
            assert log == redact_all(game.log, seat)[data["log_from"] :]
            leaked = mentioned_cards(json.dumps(data)) & secret
            assert not leaked, f"seat {seat} sees {sorted(leaked)}"
        assert not mentioned_cards(summary) & hidden_from(state, None) - running


@pytest.mark.parametrize("seed", range(3))
def test_no_hidden_card_reaches_another_seat(client, seed):
    rng = Rng(seed)
    players = 2 + seed % 3
    featured = sorted(epocha.games.innovation.catalog.CARDS)[seed * 31 % 105]
    position = late_position(rng, players, featured)
    created = create(client, [{"kind": "me"} for _ in range(players)], position=position)
    gid, tokens = created["id"], created["tokens"]
    bot = RandomBot(seed=seed)
    for step in range(60):
        data = view(client, gid)
        if data["view"]["is_over"]:
            break
        if step % 4 == 0:
            _check(client, gid, tokens)
        seat = data["view"]["active_players"][0]
        mine = view(client, gid, tokens[str(seat)])
        actions = mine["view"]["legal_actions"]
        assert (
            act(
                client, gid, tokens[str(seat)], actions[bot.rng.below(len(actions))], seq=mine["seq"]
            ).status_code
            == 200
        )
    _check(client, gid, tokens)
