"""Two checkouts of epocha side by side: how much faster is one than the other?

    python benchmarks/versus.py [--base d4058be] [--head WORKTREE] [--runs 5] [--games 20]

`--base` and `--head` are git revisions (checked out into temporary worktrees) or paths to
checkouts; `--head` defaults to this working tree, uncommitted changes included. Each run
measures, in a fresh process per checkout and alternating between them so that both see the
same machine, for Innovation and Through the Ages:

- decisions per CPU second through the public API: random games in which every decision asks
  `legal_actions(seat)` (the labelled actions a person or a client gets) and `apply`s one
  (after one untimed decision: importing the game is not what is measured);
- IS-MCTS iterations per CPU second: a fixed number of iterations from positions in the middle
  of games (the time cap out of play).

It prints each figure's median over the runs for both checkouts and the ratio head / base.
CPU time (`time.process_time`) is what counts, so a busy machine blurs the figures less than
it would wall time; still, run it on a quiet machine for figures to report.
"""

from __future__ import annotations

import argparse
import json
import os
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


def random_games():
    # the game's modules imported and first used before timing: a study pays that once
    warm = epocha.new_game(game, players=players, seed=seed - 1, options=options)
    warm.legal_actions(warm.active_players[0])
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
for g in mid:
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
    "decisions_per_cpu_second": decisions / seconds,
    "ismcts_iterations_per_cpu_second": searched / search_cpu if search_cpu else None,
}))
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


def probe(root: Path, game: str, games: int, seed: int, iterations: int) -> dict:
    players, options = GAMES[game]
    out = subprocess.run(
        [
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
        env={**os.environ, "PYTHONPATH": str(root / "src")},
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="d4058be")
    parser.add_argument("--head", default=str(REPO))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=20, help="random games per run and game")
    parser.add_argument("--iterations", type=int, default=300, help="IS-MCTS iterations per search")
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    args = parser.parse_args()
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
            for game in args.game or sorted(GAMES):
                figures: dict[str, dict[str, list[float]]] = {"base": {}, "head": {}}
                for run in range(args.runs):
                    for side in ("base", "head") if run % 2 == 0 else ("head", "base"):
                        got = probe(roots[side], game, args.games, 1 + 1000 * run, args.iterations)
                        for key, value in got.items():
                            if value is not None:
                                figures[side].setdefault(key, []).append(value)
                for key in figures["head"]:
                    base = statistics.median(figures["base"][key])
                    head = statistics.median(figures["head"][key])
                    report[f"{game}.{key}"] = {
                        "base": round(base, 1),
                        "head": round(head, 1),
                        "ratio": round(head / base, 2),
                    }
            print(
                json.dumps(
                    {"base": args.base, "head": args.head, "runs": args.runs, "figures": report}, indent=2
                )
            )
        finally:
            for root in made:
                subprocess.run(
                    ["git", "-C", str(REPO), "worktree", "remove", "--force", str(root)], check=False
                )


if __name__ == "__main__":
    main()
