"""A server killed with SIGKILL in the middle of a game and started again has lost nothing
that any seat saw acknowledged: on SQLite and on PostgreSQL."""

from __future__ import annotations

import json
import secrets
import signal
import threading
import time

import httpx

from epocha.bots import RandomBot
from epocha.engine.decision import DISPLAY_KEYS
from epocha.server.storage import Store

from .conftest import free_port
from .helpers import LATE_POSITION, start_server


def test_sigkill_loses_nothing_acknowledged(database_url):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(database_url, port)
    acknowledged: list[tuple[int, int, dict]] = []  # (seq, seat, action)
    try:
        created = httpx.post(
            f"{base}/api/games",
            json={
                "game": "innovation",
                "players": 2,
                "position": LATE_POSITION,
                "seats": [{"kind": "me"}, {"kind": "me"}],
            },
        ).json()
        gid, tokens = created["id"], created["tokens"]
        stop = threading.Event()

        def play() -> None:
            bot = RandomBot(seed=2)
            with httpx.Client(base_url=base, timeout=5) as c:
                while not stop.is_set():
                    try:
                        data = c.get(f"/api/games/{gid}/view").json()
                        if data["view"]["is_over"]:
                            return
                        seat = data["view"]["active_players"][0]
                        token = tokens[str(seat)]
                        mine = c.get(
                            f"/api/games/{gid}/view", headers={"Authorization": f"Bearer {token}"}
                        ).json()
                        actions = mine["view"]["legal_actions"]
                        action = actions[bot.rng.below(len(actions))]
                        r = c.post(
                            f"/api/games/{gid}/actions",
                            headers={"Authorization": f"Bearer {token}"},
                            json={"seq": mine["seq"], "key": secrets.token_hex(8), "action": action},
                        )
                        if r.status_code == 200:
                            acknowledged.append((r.json()["seq"], seat, action))
                    except (httpx.HTTPError, ValueError, KeyError):
                        return

        player = threading.Thread(target=play)
        player.start()
        deadline = time.monotonic() + 20
        while len(acknowledged) < 25 and time.monotonic() < deadline and player.is_alive():
            time.sleep(0.02)
        server.send_signal(signal.SIGKILL)  # mid-game, moves in flight
        server.wait()
        stop.set()
        player.join()
        assert len(acknowledged) >= 5
        server = start_server(database_url, port)
        # what the database kept (the save endpoint is closed while the game runs)
        store = Store(database_url)
        rows = {r["seq"]: r for r in store.log(gid)}
        store.dispose()
        last = max(seq for seq, _, _ in acknowledged)
        assert len(rows) >= last
        for seq, seat, action in acknowledged:
            stored = json.loads(rows[seq]["action"])
            assert rows[seq]["seat"] == seat
            assert all(stored.get(k) == v for k, v in action.items() if k not in DISPLAY_KEYS)
        # and the game goes on, from everything stored
        data = httpx.get(f"{base}/api/games/{gid}/view").json()
        assert data["seq"] == len(rows)
    finally:
        server.kill()
        server.wait()
