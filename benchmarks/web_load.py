"""Load on the web table: many concurrent games played to their end over HTTP and websockets
on loopback, with human seats and bot seats. Prints the time from a move's POST to the
websocket update at the other human seat (median, p95), the moves rejected and retried, the
server's CPU and memory, and whether the run saturated the server.

    python benchmarks/web_load.py [--games 200] [--think 2] [--bots 0.25] [--moves 0]
                                  [--database URL] [--processes N] [--game innovation]

Each game's acting player waits a random think time (mean --think seconds) before moving, as
people do; --think 0 measures the table's capacity instead (every game moves at once). A
share --bots of the games seat a bot (--bot-level) instead of the second person: there the
figure is the time from the POST to the mover's own update. --moves N stops each game after N
moves (0: play it to its end). With --processes N, N server processes share the database and
a game's two seats talk to different ones, so every update crosses processes (a push through
Redis or PostgreSQL where there is one: see docs/web.md).

A run is marked saturated (with the reason) when a server process was busy (CPU) for more than 90% of the run,
or the moves made fall short of what the players asked for by more than 10%: its latencies
then measure a queue, not the table.

Measured on the 2-core development machine, quiet (2026-11-26), `--moves 40` (the first 40
moves of each game; a game played out runs for minutes at --think 2), before → after the
push between processes (edf3bbb → this script's commit), p95 of move → the other seat's update:

    200 games, --think 2, SQLite, 1 process:          27.7 → 25.4 ms  (goal 50; 86 moves/s, CPU 35%)
    50 games, --think 2, PostgreSQL, --processes 2:  259.4 → 26.7 ms  (goal 60; the 0.25 s poll → a push)
    50 games, --think 0 --bots 0 (capacity):          247 → 273 moves/s (saturated by design)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import secrets
import subprocess
import sys
import tempfile
import time

import httpx
import websockets
from server_process import UNLIMITED, cpu_seconds, free_port, percentile_ms

RECONNECTS = [0]  # websockets that failed and were opened again


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


class Tally:
    """What the players saw: latencies, and moves refused or sent again."""

    def __init__(self) -> None:
        self.latencies: list[float] = []  # to the other human seat
        self.own: list[float] = []  # to the mover (games with a bot)
        self.rejected: dict[str, int] = {}  # error code -> moves refused
        self.retried = 0  # moves sent again (a connection closed under us, or refused)
        self.games_over = 0
        self.thinking = 0.0  # seconds players spent thinking, summed over games


async def play_game(
    clients: list[httpx.AsyncClient],
    game: str,
    moves: int,
    tally: Tally,
    rng: random.Random,
    think: float = 0.0,
    bot: str | None = None,
):
    """`clients[i]` talks to the server of seat i (the same server, or two of them). With
    `bot`, seat 1 is that bot and only seat 0 is played from here."""
    second = {"kind": "bot", "bot": bot} if bot else {"kind": "invite"}
    created = (
        await clients[0].post(
            "/api/games", json={"game": game, "players": 2, "seats": [{"kind": "invite"}, second]}
        )
    ).json()
    gid = created["id"]
    humans = 1 if bot else 2
    seats = [
        Seat(str(clients[i].base_url).rstrip("/"), gid, created["tokens"][str(i)]) for i in range(humans)
    ]
    listeners = [asyncio.create_task(s.listen()) for s in seats]
    try:
        await asyncio.gather(*(s.wait_seq(0) for s in seats))
        done = 0
        while not moves or done < moves:
            if seats[0].view.get("is_over"):
                tally.games_over += 1
                break
            actor = next((s for s in seats if s.view.get("legal_actions")), None)
            if actor is None:  # the other side (a bot) is moving
                seen = seats[0].seq
                await seats[0].wait_seq(seen + 1)
                continue
            if think:
                pause = rng.uniform(0.5 * think, 1.5 * think)  # a player thinks
                tally.thinking += pause
                await asyncio.sleep(pause)
            other = next((s for s in seats if s is not actor), None)
            client = clients[seats.index(actor)]
            # a random legal move, never giving the game up
            choices = [a for a in actor.view["legal_actions"] if a["type"] != "resign"]
            action = rng.choice(choices or actor.view["legal_actions"])
            seq = actor.seq
            start = time.perf_counter()
            body = {"seq": seq, "key": secrets.token_hex(8), "action": action}
            headers = {"Authorization": f"Bearer {actor.token}"}
            try:
                r = await client.post(f"/api/games/{gid}/actions", headers=headers, json=body)
            except httpx.TransportError:  # a kept-alive connection closed under us: the same key again
                tally.retried += 1
                r = await client.post(f"/api/games/{gid}/actions", headers=headers, json=body)
            if r.status_code != 200:
                code = r.json().get("error", str(r.status_code))
                tally.rejected[code] = tally.rejected.get(code, 0) + 1
                tally.retried += 1
                await actor.wait_seq(seq + 1) if code == "stale" else await asyncio.sleep(0.05)
                continue
            new_seq = r.json()["seq"]
            if other is not None:
                arrived = await other.wait_seq(new_seq)
                await actor.wait_seq(new_seq)
                tally.latencies.append(arrived - start)
            else:
                tally.own.append(await actor.wait_seq(new_seq) - start)
            done += 1
    finally:
        for t in listeners:
            t.cancel()


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
        tally = Tally()
        peak = [rss_before]

        async def sample() -> None:
            while True:
                peak[0] = max(peak[0], rss())
                await asyncio.sleep(0.2)

        sampler = asyncio.create_task(sample())
        cpu_before = [cpu_seconds(server.pid) for server in servers]
        start = time.perf_counter()
        rng = random.Random(1)
        n = len(clients)
        bot_games = round(args.bots * args.games)
        await asyncio.gather(
            *(
                play_game(
                    [clients[g % n], clients[(g + 1) % n]],
                    args.game,
                    args.moves,
                    tally,
                    random.Random(rng.random()),
                    args.think,
                    args.bot_level if g < bot_games else None,
                )
                for g in range(args.games)
            )
        )
        elapsed = time.perf_counter() - start
        sampler.cancel()
        spent = [cpu_seconds(server.pid) - before for server, before in zip(servers, cpu_before, strict=True)]
        busy = [cpu / elapsed for cpu in spent]
        made = len(tally.latencies) + len(tally.own)
        # with think time, each game asks for about one move per `think` seconds of play
        asked = tally.thinking / args.think if args.think else None
        if asked is None:
            saturated = "think 0: every game moves at once, a measure of capacity"
        elif max(busy) > 0.9:
            saturated = f"a server process was busy {max(busy):.0%} of the time"
        elif made < 0.9 * asked:
            saturated = f"{made} moves made of about {asked:.0f} the players asked for"
        else:
            saturated = False
        print(
            json.dumps(
                {
                    "game": args.game,
                    "games": args.games,
                    "games_with_a_bot": bot_games,
                    "games_over": tally.games_over,
                    "moves": made,
                    "seconds": round(elapsed, 2),
                    "moves_per_second": round(made / elapsed, 1),
                    "latency_ms_median": percentile_ms(tally.latencies, 0.5),
                    "latency_ms_p95": percentile_ms(tally.latencies, 0.95),
                    "own_update_ms_p95": percentile_ms(tally.own, 0.95),
                    "rejected": tally.rejected,
                    "retried": tally.retried,
                    "server_cpu_busy": [round(b, 2) for b in busy],  # CPU seconds per second, per process
                    "saturated": saturated,
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
    parser.add_argument("--game", default="innovation")
    parser.add_argument("--moves", type=int, default=0, help="moves per game at most (0: to the end)")
    parser.add_argument("--bots", type=float, default=0.25, help="share of games with a bot seat")
    parser.add_argument("--bot-level", default="easy")
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
