"""Load on the web table: many concurrent games, two human seats each, driven over HTTP and
websockets on loopback. Prints the time from a move's POST to its websocket update at the
other seat (median, p95) and the server's memory.

    python benchmarks/web_load.py [--games 200] [--moves 20] [--think 2] [--database URL] [--processes N]

Each game's acting player waits a random think time (mean --think seconds) before moving, as
people do; --think 0 measures the table's capacity instead (every game moves at once).
With --processes N, N server processes share the database and a game's two seats talk to
different ones, so every update crosses processes (through the database; see docs/web.md).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import time

import httpx
import websockets

from epocha.server.settings import DEFAULT_RATE_LIMITS

RECONNECTS = [0]  # websockets that failed and were opened again


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


class Seat:
    def __init__(self, base: str, gid: str, token: str) -> None:
        self.base, self.gid, self.token = base, gid, token
        self.seq = -1
        self.view: dict = {}
        self.changed = asyncio.Event()

    async def listen(self) -> None:
        """Follow the game; reconnect (from the log received so far) if the socket fails,
        e.g. a handshake timing out while hundreds of games start at once."""
        url = self.base.replace("http", "ws") + f"/ws/games/{self.gid}"
        log_len = 0
        while True:
            try:
                async with websockets.connect(url, max_size=2**24, open_timeout=30) as ws:
                    await ws.send(json.dumps({"token": self.token, "log_from": log_len}))
                    async for raw in ws:
                        msg = json.loads(raw)
                        if msg["type"] != "state":
                            continue
                        log_len = msg["log_from"] + len(msg["log"])
                        self.seq, self.view = msg["seq"], msg["view"]
                        self.arrived = time.perf_counter()
                        self.changed.set()
            except (OSError, TimeoutError, websockets.WebSocketException):
                pass
            RECONNECTS[0] += 1
            await asyncio.sleep(0.2)

    async def wait_seq(self, seq: int) -> float:
        while self.seq < seq:
            self.changed.clear()
            await self.changed.wait()
        return self.arrived


async def play_game(
    clients: list[httpx.AsyncClient],
    moves: int,
    latencies: list[float],
    rng: random.Random,
    think: float = 0.0,
):
    """`clients[i]` talks to the server of seat i (the same server, or two of them)."""
    created = (
        await clients[0].post(
            "/api/games",
            json={"game": "innovation", "players": 2, "seats": [{"kind": "invite"}, {"kind": "invite"}]},
        )
    ).json()
    gid = created["id"]
    seats = [Seat(str(clients[i].base_url).rstrip("/"), gid, created["tokens"][str(i)]) for i in range(2)]
    listeners = [asyncio.create_task(s.listen()) for s in seats]
    try:
        await asyncio.gather(*(s.wait_seq(0) for s in seats))
        done = 0
        while done < moves:
            actor = next((s for s in seats if s.view.get("legal_actions")), None)
            if actor is None or seats[0].view.get("is_over"):
                if seats[0].view.get("is_over"):
                    break
                await asyncio.sleep(0.01)
                continue
            if think:
                await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))  # a player thinks
            other = seats[1] if actor is seats[0] else seats[0]
            client = clients[seats.index(actor)]
            action = rng.choice(actor.view["legal_actions"])
            seq = actor.seq
            start = time.perf_counter()
            body = {"seq": seq, "key": secrets.token_hex(8), "action": action}
            headers = {"Authorization": f"Bearer {actor.token}"}
            try:
                r = await client.post(f"/api/games/{gid}/actions", headers=headers, json=body)
            except httpx.TransportError:  # a kept-alive connection closed under us: the same key again
                r = await client.post(f"/api/games/{gid}/actions", headers=headers, json=body)
            if r.status_code != 200:
                await asyncio.sleep(0.01)
                continue
            arrived = await other.wait_seq(r.json()["seq"])
            await actor.wait_seq(r.json()["seq"])
            latencies.append(arrived - start)
            done += 1
    finally:
        for t in listeners:
            t.cancel()


UNLIMITED = {f"EPOCHA_LIMIT_{name.upper()}": "off" for name in DEFAULT_RATE_LIMITS}


async def main_async(args: argparse.Namespace) -> None:
    db = args.database or f"sqlite:///{tempfile.mkdtemp()}/load.db"
    ports = [free_port() for _ in range(args.processes)]
    servers = [
        subprocess.Popen(
            [sys.executable, "-m", "epocha.cli.main", "serve", "--port", str(port)],
            # every simulated player comes from this one address: no per-address rate limits
            env={**os.environ, "EPOCHA_DATABASE_URL": db, **UNLIMITED},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for port in ports
    ]
    limits = httpx.Limits(max_connections=400)
    clients = [
        httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60, limits=limits) for port in ports
    ]
    try:
        for client in clients:
            for _ in range(300):
                try:
                    if (await client.get("/healthz")).status_code == 200:
                        break
                except httpx.HTTPError:
                    await asyncio.sleep(0.1)

        def rss() -> float:
            return sum(rss_mb(server.pid) for server in servers)

        rss_before = rss()
        latencies: list[float] = []
        peak = [rss_before]

        async def sample() -> None:
            while True:
                peak[0] = max(peak[0], rss())
                await asyncio.sleep(0.2)

        sampler = asyncio.create_task(sample())
        start = time.perf_counter()
        rng = random.Random(1)
        n = len(clients)
        await asyncio.gather(
            *(
                play_game(
                    [clients[g % n], clients[(g + 1) % n]],
                    args.moves,
                    latencies,
                    random.Random(rng.random()),
                    args.think,
                )
                for g in range(args.games)
            )
        )
        elapsed = time.perf_counter() - start
        sampler.cancel()
        latencies.sort()
        print(
            json.dumps(
                {
                    "games": args.games,
                    "moves": len(latencies),
                    "seconds": round(elapsed, 2),
                    "moves_per_second": round(len(latencies) / elapsed, 1),
                    "latency_ms_median": round(1000 * statistics.median(latencies), 1),
                    "latency_ms_p95": round(1000 * latencies[int(0.95 * (len(latencies) - 1))], 1),
                    "server_processes": n,
                    "websocket_reconnects": RECONNECTS[0],
                    "server_rss_mb_idle": round(rss_before, 1),  # all processes together
                    "server_rss_mb_peak": round(peak[0], 1),
                    "think_seconds": args.think,
                    "database": db.split(":")[0],
                }
            )
        )
    finally:
        for client in clients:
            await client.aclose()
        for server in servers:
            server.terminate()
        for server in servers:
            server.wait()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--moves", type=int, default=20)
    parser.add_argument("--database")
    parser.add_argument("--processes", type=int, default=1, help="server processes sharing the database")
    parser.add_argument(
        "--think",
        type=float,
        default=2.0,
        help="mean seconds a player thinks before each move (0: as fast as possible)",
    )
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
