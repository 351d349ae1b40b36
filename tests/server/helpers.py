from __future__ import annotations

import asyncio
import os
import secrets
import subprocess
import sys
import threading
import time
from datetime import UTC, datetime, timedelta

import httpx
from fastapi.testclient import TestClient

# when a test's hand-moved clock starts
START = datetime(2026, 11, 26, 12, 0, tzinfo=UTC)


class HandClock:
    """The time the server reads (`Settings.clock`), moved by the test: nothing sleeps."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


def sweep_at_once(services: list) -> list:
    """Two server processes' `Tables` look for run-out clocks at the same moment (a barrier);
    the timeouts each one applied."""
    from epocha.server import timeouts

    barrier, found = threading.Barrier(len(services)), [None] * len(services)

    def run(i: int) -> None:
        barrier.wait()
        found[i] = timeouts.sweep(services[i])

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(services))]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    return found


def key() -> str:
    return secrets.token_hex(8)


def auth(token: str | None) -> dict:
    return {"Authorization": f"Bearer {token}"} if token else {}


def create(client: TestClient, seats: list[dict], players: int | None = None, **extra) -> dict:
    body = {"game": "innovation", "players": players or len(seats), "seats": seats, **extra}
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    return r.json()


def view(client: TestClient, game_id: str, token: str | None = None) -> dict:
    r = client.get(f"/api/games/{game_id}/view", headers=auth(token))
    assert r.status_code == 200, r.text
    return r.json()


def act(
    client: TestClient,
    game_id: str,
    token: str,
    action: dict,
    seq: int | None = None,
    idem: str | None = None,
):
    if seq is None:
        seq = view(client, game_id, token)["seq"]
    return client.post(
        f"/api/games/{game_id}/actions",
        headers=auth(token),
        json={"seq": seq, "key": idem or key(), "action": action},
    )


def bots_done(client: TestClient) -> None:
    """Wait, in the app's own loop, until every bots' task the server started has ended (a look
    at a game with no bot due ends at once). A test that changes the store's engine under it —
    its connect listeners, say — must not race a pool thread that is connecting."""

    async def drain() -> None:
        tasks = [*client.app.state.tables._bot_tasks.values()]
        await asyncio.gather(*tasks, return_exceptions=True)

    client.portal.call(drain)


def settle(client: TestClient, game_id: str, timeout: float = 20) -> dict:
    """Wait until no bot is thinking: the game waits for a human seat or is over."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        summary = client.get(f"/api/games/{game_id}").json()
        data = view(client, game_id)
        bots = {s["seat"] for s in summary["seats"] if s["kind"] == "bot" or s["away"]}
        if data["view"]["is_over"] or not set(data["view"]["active_players"]) & bots:
            return data
        time.sleep(0.05)
    raise AssertionError("bots did not finish moving")


LATE_POSITION = {
    "players": [
        {
            "hand": ["Oars", "Optics"],
            "score": ["Calendar", "Mathematics", "Construction"],
            "board": {"yellow": ["Agriculture"], "blue": ["Writing"], "red": ["Archery"]},
        },
        {"hand": ["Tools", "Sailing"], "score": ["Philosophy"], "board": {"green": ["Clothing"]}},
    ],
}


# a late position with short decks: a game of about twenty moves, ended by a draw beyond age 10
SHORT_GAME = {
    **LATE_POSITION,
    "decks": {
        "1": ["Pottery", "The Wheel", "Masonry", "Domestication", "Metalworking"],
        "2": ["Fermenting", "Mapmaking", "Monotheism", "Road Building"],
        "3": ["Compass", "Education", "Alchemy", "Feudalism"],
        "4": ["Invention", "Navigation"],
        "5": ["Chemistry"],
        **{str(age): [] for age in range(6, 11)},
    },
}


def start_server(database_url: str, port: int, **env: str) -> subprocess.Popen:
    """`epocha serve` in a process of its own (with `env` added to its environment), once it
    answers."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "epocha.cli.main", "serve", "--port", str(port)],
        env={**os.environ, "EPOCHA_DATABASE_URL": database_url, **env},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise AssertionError("server did not start")
