"""Two checkouts of epocha side by side: how much faster is one than the other?

    python benchmarks/versus.py [--base d4058be] [--head WORKTREE] [--runs 5] [--games 20]

`--base` and `--head` are git revisions (checked out into temporary worktrees) or paths to
checkouts; `--head` defaults to this working tree, uncommitted changes included. Each run
measures, in a fresh process per checkout and alternating between them so that both see the
same machine (and the same processor: every measured process runs on one), for Innovation and
Through the Ages:

- decisions per CPU second through the public API: random games in which every decision asks
  `legal_actions(seat)` (the labelled actions a person or a client gets) and `apply`s one
  (after one untimed decision: importing the game is not what is measured);
- IS-MCTS iterations per CPU second: a fixed number of iterations from positions in the middle
  of games (the time cap out of play).

It prints each figure's median over the runs for both checkouts and the ratio head / base.
CPU time (`time.process_time`) is what counts, so a busy machine blurs the figures less than
it would wall time; still, run it on a quiet machine for figures to report. Beside the ratio
of the medians it prints each run's own ratio (the two checkouts measured one after the
other), their median and a 95 % interval of that median (order statistics: no assumption on
how the runs spread): a cloud host whose speed wanders between runs shows it there.

`--interleave` measures the random games only, and finer: each checkout in one process kept
open, the two taking turns game by game (the same game on both sides, the one that goes first
alternating) on one processor, for a host whose speed wanders within seconds (the runs above
are seconds apart) and whose processors differ (3 % here: the same code measured against
itself, each copy left to the scheduler). It prints the ratio of the totals, decisions per
CPU second of head over base, and a 95 % interval from resampling the pairs of games;
`--games` is then the number of pairs. The same code measured so against itself has given
0.99-1.01 (intervals of 1.5 % either side): smaller differences are beyond it.

`--instructions` counts instead the machine instructions each figure takes (under valgrind's
cachegrind, which must be installed: `apt-get install valgrind`), with the start-up (imports,
the untimed decision) and the random games taken away from what follows them: the same count
on every run and every machine, for a machine whose speed wanders (a shared cloud host may
run the same code 2x faster in one minute than in the next). One run suffices. An instruction
is not a nanosecond (memory stalls and the allocator's work count once each), so report CPU
time as well; the ratio is base / head there, so that above 1 is faster in both modes.
`--simulate` adds cachegrind's branch and cache simulation (twice as slow): mispredicted
branches and first-level cache misses per decision, what costs time beside the instructions
(the interpreter's dispatch mispredicts; a change that trades bytecode for more C calls can
count fewer opcodes and mispredict more). None of these is a CPU second.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# Runs inside each checkout (its own `epocha` on the path): only API that both ends have.
PROBE = r"""
import json, random, sys, time
import epocha
from epocha.bots.ismcts import ISMCTSBot

game, players, games, seed, iterations, options = sys.argv[1:7]
players, games, seed, iterations = int(players), int(games), int(seed), int(iterations)
options = json.loads(options)


# the game's modules imported and first used before timing: a study pays that once
warm = epocha.new_game(game, players=players, seed=seed - 1, options=options)
warm.legal_actions(warm.active_players[0])


def random_games():
    decisions, mid = 0, []
    cpu = time.process_time()
    for i in range(games):
        g = epocha.new_game(game, players=players, seed=seed + i, options=options)
        pick = random.Random(seed + i)
        while not g.is_over:
            seat = g.active_players[0]
            actions = [a for a in g.legal_actions(seat) if a["type"] != "resign"] or g.legal_actions(seat)
            g.apply(seat, pick.choice(actions))
            decisions += 1
            if decisions % 97 == 0 and len(mid) < 8 and len(g.history) > 30:
                mid.append(g.clone())
    return decisions, time.process_time() - cpu, mid


decisions, seconds, mid = random_games()
searched, search_cpu = 0, 0.0
for g in mid if iterations else ():
    if g.is_over:  # (kept on the decision that ended its game)
        continue
    bot = ISMCTSBot(seed=seed, iterations=iterations, seconds=None)
    seat = g.active_players[0]
    # a bot is given the seat's object where there is one (made outside the timing: the search
    # is what is timed); older checkouts hand it the game and the seat
    asked = (g.for_seat(seat),) if hasattr(g, "for_seat") else (g, seat)
    cpu = time.process_time()
    bot.search(*asked)
    search_cpu += time.process_time() - cpu
    searched += bot.last_iterations
print(json.dumps({
    "decisions_per_cpu_second": decisions / seconds if decisions else None,
    "ismcts_iterations_per_cpu_second": searched / search_cpu if search_cpu else None,
    "decisions": decisions,
    "iterations": searched,
}))
"""

# One process per checkout for `--interleave`: it plays the random game of each seed it is sent
# (one per line; decisions as in PROBE) and answers with its decisions and CPU seconds.
WORKER = r"""
import json, random, sys, time
import epocha

game, players, options = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3])
warm = epocha.new_game(game, players=players, seed=0, options=options)
warm.legal_actions(warm.active_players[0])
print("ready", flush=True)
for line in sys.stdin:
    seed = int(line)
    cpu = time.process_time()
    g = epocha.new_game(game, players=players, seed=seed, options=options)
    pick = random.Random(seed)
    decisions = 0
    while not g.is_over:
        seat = g.active_players[0]
        actions = [a for a in g.legal_actions(seat) if a["type"] != "resign"] or g.legal_actions(seat)
        g.apply(seat, pick.choice(actions))
        decisions += 1
    print(json.dumps([decisions, time.process_time() - cpu]), flush=True)
"""

GAMES = {  # game -> (players, options pinned so that both checkouts play the same game)
    "innovation": (2, {}),
    # the peaceful game: the only one d4058be has (the full game is the default since)
    "tta": (2, {"peaceful": True}),
}


def checkout(ref: str, into: Path) -> Path:
    """A path with the code of `ref`: the path itself, or a worktree of that revision."""
    if Path(ref).is_dir():
        return Path(ref).resolve()
    target = into / ref.replace("/", "_")
    subprocess.run(
        ["git", "-C", str(REPO), "worktree", "add", "--detach", "-q", str(target), ref], check=True
    )
    return target


def _one_processor() -> None:
    """Run on one processor, the last this process may use: two processors of a host can
    differ by 3 % (the same code measured against itself, each copy left to the scheduler)."""
    os.sched_setaffinity(0, {max(os.sched_getaffinity(0))})


# (every measured process on that processor, where processors can be chosen)
ONE_PROCESSOR = _one_processor if hasattr(os, "sched_setaffinity") else None


def probe(root: Path, game: str, games: int, seed: int, iterations: int, under: tuple = ()) -> dict:
    players, options = GAMES[game]
    out = subprocess.run(
        [
            *under,
            sys.executable,
            "-c",
            PROBE,
            game,
            str(players),
            str(games),
            str(seed),
            str(iterations),
            json.dumps(options),
        ],
        # (a fixed hash seed under a counter: sets of names then iterate alike in every run)
        env={**os.environ, "PYTHONPATH": str(root / "src")} | ({"PYTHONHASHSEED": "0"} if under else {}),
        capture_output=True,
        text=True,
        check=True,
        preexec_fn=ONE_PROCESSOR,
    )
    got = json.loads(out.stdout.strip().splitlines()[-1])
    # (the counts say how much was measured; they are not figures to compare)
    return {k: v for k, v in got.items() if k not in ("decisions", "iterations")} | (
        {"_counts": (got.get("decisions"), got.get("iterations"))} if under else {}
    )


def interleaved(roots: dict[str, Path], game: str, pairs: int, seed: int) -> dict:
    """Decisions per CPU second of both checkouts, measured game by game in turns (see
    `--interleave`), and how many times faster head is, with a 95 % bootstrap interval."""
    players, options = GAMES[game]
    workers = {
        side: subprocess.Popen(
            [sys.executable, "-c", WORKER, game, str(players), json.dumps(options)],
            # (a fixed hash seed: sets of names iterate alike in both processes)
            env={**os.environ, "PYTHONPATH": str(root / "src"), "PYTHONHASHSEED": "0"},
            preexec_fn=ONE_PROCESSOR,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for side, root in roots.items()
    }
    played: dict[str, list[tuple[int, float]]] = {side: [] for side in workers}
    try:
        for worker in workers.values():
            if worker.stdout.readline().strip() != "ready":  # type: ignore[union-attr]
                raise SystemExit("a checkout's worker did not start (see its error above)")
        for i in range(pairs):
            for side in ("base", "head") if i % 2 == 0 else ("head", "base"):
                worker = workers[side]
                worker.stdin.write(f"{seed + i}\n")  # type: ignore[union-attr]
                worker.stdin.flush()  # type: ignore[union-attr]
                decisions, cpu = json.loads(worker.stdout.readline())  # type: ignore[union-attr]
                played[side].append((decisions, cpu))
    finally:
        for worker in workers.values():
            worker.stdin.close()  # type: ignore[union-attr]
            worker.wait()

    def ratio(games: list[int]) -> float:
        base = sum(played["base"][i][0] for i in games) / sum(played["base"][i][1] for i in games)
        head = sum(played["head"][i][0] for i in games) / sum(played["head"][i][1] for i in games)
        return head / base

    everything = list(range(pairs))
    rng = random.Random(seed)  # (the same interval for the same measurements)
    resampled = sorted(ratio(rng.choices(everything, k=pairs)) for _ in range(2000))
    rate = {side: sum(d for d, _ in games) / sum(c for _, c in games) for side, games in played.items()}
    return {
        "base": round(rate["base"], 1),
        "head": round(rate["head"], 1),
        "ratio": round(ratio(everything), 2),
        "ratio_95": [round(resampled[49], 2), round(resampled[1949], 2)],
        "pairs": pairs,
        # (both checkouts play the same games when their rules agree: the counts say so)
        "same_games": all(b[0] == h[0] for b, h in zip(played["base"], played["head"], strict=True)),
    }


# cachegrind's events -> the figure they add up to (with `--simulate`)
SIMULATED = {
    "mispredicted_branches": ("Bcm", "Bim"),  # conditional and indirect
    "l1_misses": ("I1mr", "D1mr", "D1mw"),  # instruction reads, data reads and writes
}


def instructions(
    root: Path, game: str, games: int, seed: int, iterations: int, simulate: bool = False
) -> dict:
    """Instructions (and with `simulate`, mispredicted branches and first-level cache misses)
    per decision and per IS-MCTS iteration (`--instructions`): three runs under cachegrind,
    without games, with the random games, and with the searches too."""
    sim = ("--cache-sim=yes", "--branch-sim=yes") if simulate else ("--cache-sim=no",)
    counted = []
    for n, k in ((0, 0), (games, 0), (games, iterations)):
        with tempfile.NamedTemporaryFile(suffix=".cachegrind") as out:
            under = ("valgrind", "--tool=cachegrind", *sim, f"--cachegrind-out-file={out.name}")
            got = probe(root, game, n, seed, k, under)
            counted.append((_events(Path(out.name)), got["_counts"]))
    (start, _), (played, (decisions, _)), (searched, (_, iterated)) = counted
    figures = {"instructions": ("Ir",), **(SIMULATED if simulate else {})}
    out = {}
    for name, events in figures.items():
        before, after_games, after_search = (sum(c[e] for e in events) for c in (start, played, searched))
        out[f"{name}_per_decision"] = (after_games - before) / decisions
        out[f"{name}_per_ismcts_iteration"] = (after_search - after_games) / iterated if iterated else None
    return out


def _events(path: Path) -> dict[str, int]:
    """A cachegrind file's totals by event name."""
    lines = path.read_text().splitlines()
    names = next(ln for ln in lines if ln.startswith("events:")).split()[1:]
    totals = next(ln for ln in lines if ln.startswith("summary:")).split()[1:]
    return dict(zip(names, map(int, totals), strict=True))


def median_interval(values: list[float], level: float = 0.95) -> tuple[float, float] | None:
    """A distribution-free interval of the median: the order statistics k and n - k + 1,
    with k the largest rank at which the binomial(n, 1/2) tails hold at most (1 - level) / 2
    each (covering at least `level`). None when there are too few values for one."""
    n = len(values)
    ordered = sorted(values)
    tail = (1 - level) / 2
    below, k = 0.0, 0
    while True:
        below += math.comb(n, k) / 2**n  # P(X <= k)
        if below > tail:
            break
        k += 1
    if k == 0:
        return None
    return ordered[k - 1], ordered[n - k]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="d4058be")
    parser.add_argument("--head", default=str(REPO))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=20, help="random games per run and game")
    parser.add_argument("--iterations", type=int, default=300, help="IS-MCTS iterations per search")
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    parser.add_argument(
        "--instructions", action="store_true", help="count instructions (valgrind) instead of CPU time"
    )
    parser.add_argument(
        "--simulate",
        action="store_true",
        help="with --instructions: mispredicted branches and first-level cache misses too",
    )
    parser.add_argument(
        "--interleave",
        action="store_true",
        help="random games only, the checkouts taking turns game by game (--games pairs)",
    )
    args = parser.parse_args()
    if args.simulate and not args.instructions:
        parser.error("--simulate goes with --instructions")
    if args.interleave and args.instructions:
        parser.error("--interleave measures CPU time, not instructions")
    if args.instructions and shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
    runs = 1 if args.instructions else args.runs  # (the same count every run)
    with tempfile.TemporaryDirectory() as tmp:
        made: list[Path] = []
        roots = {}
        for side in ("base", "head"):
            root = checkout(getattr(args, side), Path(tmp))
            roots[side] = root
            if not Path(getattr(args, side)).is_dir():
                made.append(root)
        try:
            report = {}
            for game in args.game or sorted(GAMES) if args.interleave else ():
                report[f"{game}.decisions_per_cpu_second"] = interleaved(roots, game, args.games, 1)
            for game in args.game or sorted(GAMES) if not args.interleave else ():
                figures: dict[str, dict[str, list[float | None]]] = {"base": {}, "head": {}}
                for run in range(runs):
                    for side in ("base", "head") if run % 2 == 0 else ("head", "base"):
                        seed = 1 + 1000 * run
                        if args.instructions:
                            got = instructions(
                                roots[side], game, args.games, seed, args.iterations, args.simulate
                            )
                        else:
                            got = probe(roots[side], game, args.games, seed, args.iterations)
                        for key, value in got.items():
                            # (None kept in place: each run's ratio pairs the same runs)
                            figures[side].setdefault(key, []).append(value)
                for key in figures["head"]:
                    bases = [v for v in figures["base"][key] if v is not None]
                    heads = [v for v in figures["head"][key] if v is not None]
                    if not bases or not heads:
                        continue
                    base, head = statistics.median(bases), statistics.median(heads)
                    # how many times faster head is: fewer events counted, more per second
                    counted = args.instructions
                    report[f"{game}.{key}"] = figure = {
                        "base": round(base, 1),
                        "head": round(head, 1),
                        "ratio": round(base / head if counted else head / base, 2),
                    }
                    pairs = [
                        h / b
                        for b, h in zip(figures["base"][key], figures["head"][key], strict=True)
                        if b and h
                    ]
                    if len(pairs) > 1:
                        figure["run_ratios"] = sorted(round(r, 2) for r in pairs)
                        figure["median_run_ratio"] = round(statistics.median(pairs), 2)
                        interval = median_interval(pairs)
                        figure["median_run_ratio_95"] = interval and [round(x, 2) for x in interval]
            print(
                json.dumps(
                    {"base": args.base, "head": args.head}
                    | ({"runs": runs} if not args.interleave else {})
                    | {"figures": report},
                    indent=2,
                )
            )
        finally:
            for root in made:
                subprocess.run(
                    ["git", "-C", str(REPO), "worktree", "remove", "--force", str(root)], check=False
                )


if __name__ == "__main__":
    main()
