"""Do tables of strong bots slow the people playing beside them? A real server (`epocha serve`,
SQLite in a temporary folder, no rate limits) gets `--tables` games of four TTA bots of
`--level`; meanwhile one person plays a 2-player Innovation game (both seats, with their
links) for `--seconds`: GET the view, POST a legal move, again. Prints the view's and the
move's latency (p50, p95, max), the bot moves made meanwhile (from the tables' `seq`), and the
CPU time of the server, its bot workers and this script.

    python benchmarks/bot_tables.py [--tables 40] [--seconds 30] [--workers 1] [--level hard]

`--workers 0` thinks in the server's threads (the way before bot workers); without
`--workers` the server picks its default (cores - 1). `--cap` is EPOCHA_MAX_BOT_TABLES (40).

Measured on the 2-core development machine, quiet (2026-11-26), `--tables 40 --seconds 30
--level hard`, latencies in ms (p50 / p95 / max):

    workers  cap  person's views         person's moves          bot moves  CPU s: server, workers
    1        40   5166: 1.9 / 4.7 / 103  3467: 1.6 / 4.5 / 55    25         19.8, 22.2
    0        40   11: 419 / 968 / 4789   7: 1995 / 3653 / 24539  490        83.5 (threads)

and earlier the same day, with other jobs sharing the machine (load average 1.5-5):

    1        40   5002: 1.8 / 5.0 / 142  3374: 1.6 / 5.0 / 27    25         17.3, 14.6
    0        16   23: 408 / 664 / 925    15: 795 / 2297 / 3206   232        32.0 (threads)
    (no bot tables: 4554: 2.0 / 4.7 / 106, 3036: 1.7 / 4.2 / 16)

With a worker the person is served almost as without bot tables; in threads every request waits for
the interpreter lock behind the searches (and, at a cap of 40, for a free thread). The
worker makes fewer bot moves: one search at a time, at a lower priority, where threads ran
40 searches at once (each with less CPU: a `hard` bot stops at 1.2 s of wall time).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import secrets
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from server_process import UNLIMITED, cpu_seconds, free_port, percentile_ms


def workers_of(pid: int) -> list[int]:
    """The server's bot workers: its spawned children (not multiprocessing's resource tracker)."""
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
                if parent == pid and b"spawn_main" in (entry / "cmdline").read_bytes():
                    out.append(int(entry.name))
            except (OSError, ValueError, IndexError):
                pass
    return out


def start_server(port: int, folder: str, args: argparse.Namespace) -> tuple[subprocess.Popen, Path]:
    env = {
        **os.environ,
        **UNLIMITED,
        "EPOCHA_DATABASE_URL": f"sqlite:///{folder}/bots.db",
        "EPOCHA_MAX_BOT_TABLES": str(args.cap),
    }
    if args.workers is not None:
        env["EPOCHA_BOT_WORKERS"] = str(args.workers)
    errors = Path(folder) / "server.log"
    proc = subprocess.Popen(
        [sys.executable, "-m", "epocha.cli.main", "serve", "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=errors.open("w"),
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                return proc, errors
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start")


def percentiles(values: list[float]) -> dict:
    if not values:
        return {"n": 0}
    ordered = sorted(values)
    return {
        "n": len(ordered),
        "p50_ms": round(1000 * statistics.median(ordered), 1),
        "p95_ms": percentile_ms(ordered, 0.95),
        "max_ms": round(1000 * ordered[-1], 1),
    }


def bot_seq(client: httpx.Client, gids: list[str]) -> int:
    return sum(g["seq"] for g in client.post("/api/summaries", json={"ids": gids}).json()["games"])


def new_person_game(client: httpx.Client) -> tuple[str, dict]:
    body = {"game": "innovation", "players": 2, "seats": [{"kind": "me"}, {"kind": "invite"}]}
    created = client.post("/api/games", json=body).json()
    return created["id"], created["tokens"]


def play(client: httpx.Client, seconds: float, rng: random.Random) -> dict:
    """One person plays both seats of an Innovation game (a new one when it ends)."""
    views: list[float] = []
    moves: list[float] = []
    refused = games = 0
    gid, tokens = new_person_game(client)
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        summary = client.get(f"/api/games/{gid}").json()
        if summary["status"] == "over":
            gid, tokens = new_person_game(client)
            games += 1
            continue
        # the seat to act: ask as seat 0 first (a spectator view would not say more)
        for token in tokens.values():
            headers = {"Authorization": f"Bearer {token}"}
            start = time.perf_counter()
            r = client.get(f"/api/games/{gid}/view", headers=headers)
            views.append(time.perf_counter() - start)
            data = r.json()
            legal = data["view"].get("legal_actions")
            if legal:
                break
        else:
            continue
        body = {"seq": data["seq"], "key": secrets.token_hex(8), "action": rng.choice(legal)}
        start = time.perf_counter()
        r = client.post(f"/api/games/{gid}/actions", headers=headers, json=body)
        moves.append(time.perf_counter() - start)
        refused += r.status_code != 200
    return {"view": percentiles(views), "move": percentiles(moves), "refused": refused, "games_ended": games}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=40, help="games of four bots (default 40)")
    parser.add_argument("--seconds", type=float, default=30, help="how long the person plays (default 30)")
    parser.add_argument("--workers", type=int, help="EPOCHA_BOT_WORKERS (0: the server's threads)")
    parser.add_argument("--level", default="hard", help="the bots' level or spec (default hard)")
    parser.add_argument("--cap", type=int, default=40, help="EPOCHA_MAX_BOT_TABLES (default 40)")
    parser.add_argument("--warmup", type=float, default=3, help="seconds the bots play before measuring")
    args = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="epocha-bots-")
    port = free_port()
    server, log = start_server(port, folder, args)
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=120) as client:
            seats = [{"kind": "bot", "bot": args.level}] * 4
            gids = []
            for _ in range(args.tables):
                r = client.post("/api/games", json={"game": "tta", "players": 4, "seats": seats})
                r.raise_for_status()
                gids.append(r.json()["id"])
            for gid in gids:  # a client looks in: the bots play (they also start when created)
                client.get(f"/api/games/{gid}/view").raise_for_status()
            time.sleep(args.warmup)
            bots_before = bot_seq(client, gids)
            cpu_before = {pid: cpu_seconds(pid) for pid in [server.pid, *workers_of(server.pid)]}
            own_before = os.times()
            wall = time.perf_counter()
            person = play(client, args.seconds, random.Random(1))
            wall = time.perf_counter() - wall
            own = os.times()
            workers = workers_of(server.pid)
            cpu_after = {pid: cpu_seconds(pid) for pid in [server.pid, *workers]}
            bots_after = bot_seq(client, gids)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=60)
    server_cpu = cpu_after[server.pid] - cpu_before[server.pid]
    workers_cpu = sum(cpu_after[p] - cpu_before.get(p, 0.0) for p in workers)
    errors = [line for line in log.read_text().splitlines() if "ERROR" in line or "Traceback" in line]
    report = {
        "tables": args.tables,
        "level": args.level,
        "workers": args.workers if args.workers is not None else "default",
        "worker_processes": len(workers),
        "cap": args.cap,
        "wall_s": round(wall, 1),
        **{f"view_{k}": v for k, v in person["view"].items()},
        **{f"move_{k}": v for k, v in person["move"].items()},
        "moves_refused": person["refused"],
        "bot_moves": bots_after - bots_before,
        "server_cpu_s": round(server_cpu, 1),
        "workers_cpu_s": round(workers_cpu, 1),
        "benchmark_cpu_s": round(own.user + own.system - own_before.user - own_before.system, 1),
        "server_errors": len(errors),
    }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
