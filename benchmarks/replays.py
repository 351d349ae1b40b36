"""What a replay request costs (`GET /api/games/<id>/replay`) on a long game: a four-player
game of greedy bots, imported into a table on SQLite, then asked for through the HTTP app the
way the replay page asks: the last step, the first, stepping on and back, jumping about, and
the same from a fresh process cache (every step rebuilt from the start).

python benchmarks/replays.py [--game tta] [--players 4] [--seed 3]

Measured on the development machine (2 cores shared with other work), TTA, 4 players, 521
moves: the last step with its whole log (1,500 events, 440 kB) 20 ms; a step never seen in
the process, rebuilt from the start, 100 ms (35 ms of it the engine's moves, most of the rest
the log put into words and JSON); the next or previous step as the page asks 8 ms; jumping
about 11 ms (from the nearest checkpoint, at most 32 moves away).
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from fastapi.testclient import TestClient

import epocha
from epocha.bots import make_bot
from epocha.server.app import create_app
from epocha.server.settings import Settings


def long_game(game: str, players: int, seed: int) -> str:
    g = epocha.new_game(game, players=players, seed=seed)
    bot = make_bot("greedy", seed=seed)
    while not g.is_over:
        seat = g.active_players[0]
        g.apply(seat, bot.choose(g.for_seat(seat)))
    return epocha.dumps(g)


def timed(client: TestClient, url: str) -> float:
    start = time.perf_counter()
    r = client.get(url)
    assert r.status_code == 200, r.text
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="tta")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    save = long_game(args.game, args.players, args.seed)
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(Settings(database_url=f"sqlite:///{Path(folder) / 'bench.db'}"))
        with TestClient(app) as client:
            gid = client.post("/api/import", json={"save": save}).json()["id"]
            url = f"/api/games/{gid}/replay?seat=0"
            steps = client.get(url).json()["steps"]
            app.state.replays._games.clear()
            pick = random.Random(args.seed)
            # the page asks a step only for the log events it lacks (log_from): after its first
            # answer, usually none or a few
            page = "&log_from=1000000"
            figures = {
                "last step, whole log": [timed(client, url) for _ in range(5)],
                "step never seen (rebuilt from the start), whole log": [],
                "next and previous step, as the page asks": [],
                "jumping about, as the page asks": [],
            }
            for _ in range(5):
                app.state.replays._games.clear()
                figures["step never seen (rebuilt from the start), whole log"].append(
                    timed(client, f"{url}&at={steps - 1}")
                )
            middle = steps // 2
            for at in [*range(middle, middle + 10), *range(middle + 10, middle, -1)]:
                stepping = figures["next and previous step, as the page asks"]
                stepping.append(timed(client, f"{url}&at={at}{page}"))
            for _ in range(20):
                at = pick.randrange(steps + 1)
                figures["jumping about, as the page asks"].append(timed(client, f"{url}&at={at}{page}"))
    print(f"{args.game}, {args.players} players, {steps} moves")
    for name, values in figures.items():
        print(f"  {name}: median {statistics.median(values):.1f} ms, max {max(values):.1f} ms")


if __name__ == "__main__":
    main()
