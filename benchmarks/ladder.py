"""The bot ladder: seat-rotated matches with 95% Wilson confidence intervals and think times.

    python benchmarks/ladder.py                      # the whole ladder (about an hour on 2 cores)
    python benchmarks/ladder.py --scale 0.25         # a quicker, rougher ladder
    python benchmarks/ladder.py innovation --bots greedy,random --games 200 --players 2   # one match
    python benchmarks/ladder.py tta --bots hard,greedy --games 100 --record hard-greedy.jsonl

`--record FILE` keeps every finished game of a single match in FILE (one JSON line each) and
plays only the games not there yet: a match of many CPU hours can be played over several
runs, stopped at any time, and gives the same figures as one run (every game takes its
randomness from the match's seed and its index).

The ladder checks random < greedy (easy) < IS-MCTS medium < IS-MCTS hard, and that "hard" thinks
at most 2 s per decision (time budgets here, unlike the CI tests, which use iteration budgets).
Think times are measured on this machine with `--jobs` games in parallel (one per core).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import time
from pathlib import Path

from epocha.bots import ALIASES
from epocha.bots.arena import GameRecord, arena, play_game, summarize
from epocha.bots.runner import run_ordered

# (bot A, bot B, games at scale 1): A is expected to be the stronger
LADDER = [
    ("greedy", "random", 200),
    ("ismcts:iterations=100", "random", 40),
    ("medium", "greedy", 60),
    ("hard", "greedy", 30),
    ("hard", "medium", 30),
]
THINK_LIMIT_SECONDS = 2.0


def run_match(game: str, a: str, b: str, games: int, players: int, seed: int, jobs: int) -> dict:
    report = arena(game, [a, b], games, players, seed, jobs=jobs, max_decisions=800 * players // 2)
    ra, rb = report["results"][a], report["results"][b]
    return {
        "a": a,
        "b": b,
        "games": games,
        "a_win_rate": ra["win_rate"],
        "a_ci95": ra["ci95"],
        "p_value": ra["p_value_above_fair"],
        "a_think_mean": ra["think_mean_seconds"],
        "a_think_max": ra["think_max_seconds"],
        "b_think_mean": rb["think_mean_seconds"],
        "b_think_max": rb["think_max_seconds"],
        "ends": report["ends"],
        "seconds": report["seconds"],
    }


def recorded_match(
    game: str,
    bots: list[str],
    games: int,
    players: int,
    seed: int,
    jobs: int,
    record: Path,
    play: bool = True,
) -> dict:
    """A match whose finished games are kept in `record`; only the missing ones are played
    (none when not `play`: the figures of the games kept so far)."""
    kept: dict[int, GameRecord] = {}
    if record.exists():
        for line in record.read_text().splitlines():
            if line.strip():
                r = GameRecord(**json.loads(line))
                kept[r.index] = r
    match = {"game": game, "bots": bots, "players": players, "seed": seed}
    for r in kept.values():
        if r.extra.get("match") != match:
            raise SystemExit(f"{record} holds games of another match: {r.extra.get('match')}")
    missing = [i for i in range(games) if i not in kept] if play else []
    print(f"{len(kept)} games kept in {record}, {len(missing)} to play", flush=True)
    tasks = [(game, bots, players, seed, i, None, None, 800 * players // 2) for i in missing]
    for r in run_ordered(play_game, tasks, jobs):
        r.extra["match"] = match
        r.think = [[round(t, 4) for t in times] for times in r.think]  # (a smaller file)
        # opened for each game: a record replaced meanwhile (a checkout) still gets it
        with record.open("a") as out:
            out.write(json.dumps(dataclasses.asdict(r)) + "\n")
        kept[r.index] = r
        print(f"game {r.index}: winners {r.result.get('winners')} ({r.seats})", flush=True)
    return summarize(game, bots, players, seed, [kept[i] for i in sorted(kept) if i < games])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game", nargs="?", default="innovation")
    parser.add_argument("--bots", help="one match between these bots instead of the ladder")
    parser.add_argument("--games", type=int, default=200, help="games of the single match")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies the ladder's game counts")
    parser.add_argument("--record", type=Path, help="with --bots: keep the games here and resume")
    parser.add_argument(
        "--kept", action="store_true", help="with --record: the figures of the games kept, playing none"
    )
    args = parser.parse_args()
    if args.record and not args.bots:
        parser.error("--record keeps the games of one match: give --bots")
    if args.record:
        bots = args.bots.split(",")
        report = recorded_match(
            args.game, bots, args.games, args.players, args.seed, args.jobs, args.record, play=not args.kept
        )
        print(json.dumps(report, indent=1))
        return
    if args.bots:
        report = arena(args.game, args.bots.split(","), args.games, args.players, args.seed, jobs=args.jobs)
        print(json.dumps(report, indent=1))
        return
    print(f"levels: {json.dumps(ALIASES)}")
    rows = []
    start = time.time()
    for a, b, games in LADDER:
        n = max(args.players, round(games * args.scale / args.players) * args.players)
        row = run_match(args.game, a, b, n, args.players, args.seed, args.jobs)
        rows.append(row)
        print(json.dumps(row), flush=True)
    print()
    print("| A | B | games | A's win rate (95% CI) | p (A > 50%) | A think mean / max | B think mean / max |")
    print("|---|---|---:|---|---:|---|---|")
    for r in rows:
        low, high = r["a_ci95"]
        print(
            f"| {r['a']} | {r['b']} | {r['games']} | {r['a_win_rate']:.1%} ({low:.1%}-{high:.1%}) | "
            f"{r['p_value']:.2g} | {r['a_think_mean']:.3f} / {r['a_think_max']:.2f} s | "
            f"{r['b_think_mean']:.3f} / {r['b_think_max']:.2f} s |"
        )
    hard = [r["a_think_max"] for r in rows if r["a"] == "hard"]
    hard += [r["b_think_max"] for r in rows if r["b"] == "hard"]
    hard_max = max(hard, default=0.0)
    verdict = "within" if hard_max <= THINK_LIMIT_SECONDS else "OVER"
    print(f"\nhard: longest think {hard_max:.2f} s ({verdict} the {THINK_LIMIT_SECONDS} s limit)")
    print(f"ladder took {(time.time() - start) / 60:.1f} min")


if __name__ == "__main__":
    main()
