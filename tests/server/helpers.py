from __future__ import annotations

import secrets
import time

from fastapi.testclient import TestClient


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
