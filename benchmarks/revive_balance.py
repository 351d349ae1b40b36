"""Revive's content as a game, measured: how often each tribe wins games between equal bots, how
often each card, module and machine is taken, how long games last.

    python benchmarks/revive_balance.py --players 4 --games 400 --bot greedy --record revive-4p.jsonl
    python benchmarks/revive_balance.py --summary revive-4p.jsonl

Each game's seed is its index, so a record can be played over several runs (`--record` keeps
one JSON line per finished game and plays only the games not there yet), and a study can be
shared by processes playing seed ranges into records of their own (`--first 200 --games 200`);
`--summary` reads any number of records. Tribes are dealt at
random, so every tribe sits at every seat. The issue's targets: each base tribe wins 15-35 % of
4-player games; every card, module and machine is taken in at least 5 % of games. With
`--players 1` it also gives the solo game's spread: its scores (min, quartiles, max) and how
often each rank of the result table is reached.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from collections import Counter
from pathlib import Path

import epocha
from epocha.bots import make_bot
from epocha.games.revive.catalog import content


def play(players: int, seed: int, bot: str) -> dict:
    game = epocha.new_game("revive", players=players, seed=seed)
    bots = [make_bot(bot, seed=seed * 31 + q, game="revive") for q in range(players)]
    started = time.process_time()
    decisions = 0
    while not game.is_over and decisions < 1500 * players:
        seat = game.active_players[0]
        game.apply(seat, bots[seat].choose(game.for_seat(seat)))
        decisions += 1
    taken: dict[str, set[str]] = {"card": set(), "module": set(), "machine": set()}
    for e in game.log:
        a = e["args"]
        if e["event"] == "card_gained":
            taken["card"].add(a["card"])
        elif e["event"] == "module_placed":
            taken["module"].add(a["module"])
        elif e["event"] == "machine_taken":
            taken["machine"].add(a["machine"])
    s = game.state
    return {
        "seed": seed,
        "players": players,
        "bot": bot,
        "tribes": [p.tribe for p in s.players],
        "winners": game.result["winners"] if game.result else [],
        "scores": game.result["scores"] if game.result else [],
        "rank": (game.result.get("measure") or {}).get("value") if game.result else None,
        "finished": game.is_over,
        "turns": s.turn["number"],
        "decisions": decisions,
        "cpu_seconds": round(time.process_time() - started, 2),
        "taken": {k: sorted(v) for k, v in taken.items()},
    }


def wilson(wins: float, n: int) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 3), round(centre + half, 3))


def summary(records: list[dict]) -> dict:
    games = [r for r in records if r["finished"]]
    seats: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    for r in games:
        for q, tribe in enumerate(r["tribes"]):
            seats[tribe] += 1
            if q in r["winners"]:
                wins[tribe] += 1 / len(r["winners"])  # (a shared win shared)
    c = content()
    every = {
        "card": [x.id for x in c.deck if not x.campaign],
        "module": [x.id for x in c.modules if not x.campaign],
        "machine": [x.id for x in c.machines if not x.campaign],
    }
    share = {
        kind: {x: round(sum(1 for r in games if x in r["taken"][kind]) / max(1, len(games)), 3) for x in ids}
        for kind, ids in every.items()
    }
    solo = {}
    if games and all(r["players"] == 1 for r in games):  # the solo game: its score and rank
        scores = sorted(r["scores"][0] for r in games)
        solo = {
            "score_quartiles": [scores[0], *statistics.quantiles(scores, n=4), scores[-1]]
            if len(scores) > 1
            else scores,
            "ranks": dict(Counter(r.get("rank") for r in games).most_common()),
            "won": round(sum(1 for r in games if r["winners"]) / len(games), 3),
        }
    return {
        "games": len(games),
        "unfinished": len(records) - len(games),
        **solo,
        "tribes": {
            t: {
                "seats": seats[t],
                "win_rate": round(wins[t] / seats[t], 3),
                "ci95": wilson(wins[t], seats[t]),
            }
            for t in sorted(seats)
        },
        "median_turns": statistics.median(r["turns"] for r in games) if games else None,
        "median_decisions": statistics.median(r["decisions"] for r in games) if games else None,
        "rarely_taken": {kind: sorted(x for x, v in s.items() if v < 0.05) for kind, s in share.items()},
        "least_taken": {kind: sorted(s.items(), key=lambda kv: kv[1])[:5] for kind, s in share.items()},
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--bot", default="greedy")
    parser.add_argument("--record", help="keep every game here (one JSON line each) and resume from it")
    parser.add_argument("--summary", nargs="+", help="only summarize these records")
    parser.add_argument(
        "--first", type=int, default=0, help="the first seed (several processes share a study by ranges)"
    )
    args = parser.parse_args()
    if args.summary:
        records = [
            json.loads(line) for path in args.summary for line in Path(path).read_text().splitlines() if line
        ]
        print(json.dumps(summary(records), indent=1))
        return
    path = Path(args.record) if args.record else None
    done = {}
    if path and path.exists():
        done = {r["seed"]: r for r in map(json.loads, path.read_text().splitlines()) if r}
    records = list(done.values())
    for seed in range(args.first, args.first + args.games):
        if seed in done:
            continue
        record = play(args.players, seed, args.bot)
        records.append(record)
        if path:
            with open(path, "a", encoding="utf-8") as f:  # (opened per game: a record survives a stop)
                f.write(json.dumps(record) + "\n")
    print(json.dumps(summary(records), indent=1))


if __name__ == "__main__":
    main()
