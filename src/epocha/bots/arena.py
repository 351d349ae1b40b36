"""Matches between bots: seat-rotated games, win rates with 95% confidence intervals, think times.

Seats are rotated over the same deal: game `i` uses deal `seed + i // players` and rotates the
bots by `i % players` seats, so with `games` a multiple of `players` every bot plays every deal
from every seat, and neither the deal nor the seat favours anyone.

Bots can fall into a loop that never ends the game (two greedy bots answering each other's
Dogma forever, say). A game still running after `max_decisions` is stopped and counted as a
draw: its result is {"winners": [], "reason": "unfinished"} and every seat gets 1/players. It
is left out of the average lengths (its length is the cap's, not the game's) and counted in
`unfinished`.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import epocha
from epocha.engine import Game
from epocha.engine.registry import get_rules

from . import make_bot
from .match import game_length
from .runner import run_ordered


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (95% by default); good at small n and near 0 or 1."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def binomial_p_value(wins: float, n: int, p: float = 0.5) -> float:
    """One-sided exact binomial test: the chance of at least `wins` successes in `n` trials of
    probability `p`. Shared wins count as fractions, rounded down (the cautious side)."""
    k = math.floor(wins + 1e-9)
    return sum(math.comb(n, j) * p**j * (1 - p) ** (n - j) for j in range(k, n + 1))


def seat_bots(bots: list[str], players: int, game_index: int) -> list[str]:
    """The bot of each seat in game `game_index`: the list cycled over the seats, rotated."""
    cycle = [bots[i % len(bots)] for i in range(players)]
    shift = game_index % players
    return cycle[shift:] + cycle[:shift]


MAX_DECISIONS = 3000  # games between sensible bots take 100-700 decisions
UNFINISHED = "unfinished"


@dataclass
class GameRecord:
    """One finished game between bots."""

    index: int
    deal: int
    seats: list[str]
    result: dict
    decisions: int
    length: int | None  # in the game's `Rules.length_unit`
    think: list[list[float]] = field(default_factory=list)  # per seat: seconds of each choice
    extra: dict = field(default_factory=dict)


def play_game(
    game_name: str,
    bots: list[str],
    players: int,
    seed: int,
    index: int,
    options: dict | None = None,
    hook: Callable[[Game], dict] | None = None,
    max_decisions: int = MAX_DECISIONS,
) -> GameRecord:
    """Play game `index` of a match to its end, timing every bot decision."""
    deal = seed + index // players
    names = seat_bots(bots, players, index)
    game = epocha.new_game(game_name, players=players, seed=deal, options=options or {})
    robots = [
        make_bot(names[p], seed=(seed * 1_000_003 + index) * 8 + p, game=game_name) for p in range(players)
    ]
    think: list[list[float]] = [[] for _ in range(players)]
    decisions = 0
    while not game.is_over and decisions < max_decisions:
        for p in game.active_players:
            start = time.perf_counter()
            action = robots[p].choose(game.for_seat(p))
            think[p].append(time.perf_counter() - start)
            game.apply(p, action)
            decisions += 1
    return GameRecord(
        index=index,
        deal=deal,
        seats=names,
        result=game.result or {"winners": [], "reason": UNFINISHED},
        decisions=decisions,
        length=game_length(game),
        think=think,
        extra=hook(game) if hook else {},
    )


def play_games(
    game_name: str,
    bots: list[str],
    games: int,
    players: int,
    seed: int,
    options: dict | None = None,
    jobs: int = 1,
    hook: Callable[[Game], dict] | None = None,
    max_decisions: int = MAX_DECISIONS,
    cluster: str | None = None,
) -> Iterator[GameRecord]:
    """Play `games` seat-rotated games, in `jobs` local processes or on a Ray `cluster` (see
    runner.py); records come in index order and are the same wherever they were played."""
    for name in set(bots):
        make_bot(name)  # a bad name fails here, not in a worker
    tasks = [(game_name, bots, players, seed, i, options, hook, max_decisions) for i in range(games)]
    yield from run_ordered(play_game, tasks, jobs, cluster)


def summarize(game_name: str, bots: list[str], players: int, seed: int, records: list[GameRecord]) -> dict:
    """Win rates per bot (per seat it held: a shared win counts 1/k), with Wilson intervals,
    the one-sided binomial p-value against a fair share, and think times. Average lengths
    are of finished games only; `unfinished` counts the others."""
    seats: Counter = Counter()
    wins: Counter = Counter()
    times: dict[str, list[float]] = {b: [] for b in bots}
    ends: Counter = Counter()
    for r in records:
        winners = r.result.get("winners", [])
        ends[r.result.get("reason", "?")] += 1
        for p, name in enumerate(r.seats):
            seats[name] += 1
            if p in winners:
                wins[name] += 1 / len(winners)
            elif not winners:  # unfinished: a draw
                wins[name] += 1 / players
            times[name].extend(r.think[p])
    fair = 1 / players
    table = {}
    for name in dict.fromkeys(bots):
        n, w = seats[name], wins[name]
        low, high = wilson(w, n)
        chosen = times[name]
        table[name] = {
            "seats": n,
            "wins": round(w, 3),
            "win_rate": round(w / n, 4) if n else None,
            "ci95": [round(low, 4), round(high, 4)],
            "p_value_above_fair": _rounded_p(binomial_p_value(w, n, fair)) if n else None,
            "decisions": len(chosen),
            "think_mean_seconds": round(mean_at_most_max(chosen), 5) if chosen else 0.0,
            "think_max_seconds": round(max(chosen), 5) if chosen else 0.0,
        }
    n_games = len(records)
    finished = [r for r in records if is_finished(r)]
    return {
        "game": game_name,
        "players": players,
        "seed": seed,
        "games": n_games,
        "bots": list(dict.fromkeys(bots)),
        "fair_share": round(fair, 4),
        "results": table,
        "ends": dict(sorted(ends.items())),
        "unfinished": n_games - len(finished),
        "average_decisions": _mean([r.decisions for r in finished]),
        "average_length": _mean([r.length for r in finished if r.length is not None]),
        "length_unit": get_rules(game_name).length_unit,
    }


def is_finished(record: GameRecord) -> bool:
    """False for a game stopped at the decision cap (it says nothing about how long games are)."""
    return record.result.get("reason") != UNFINISHED


def _mean(values: list[int]) -> float | None:
    return round(sum(values) / len(values), 1) if values else None


def _rounded_p(p: float) -> float:
    return float(f"{p:.3g}")


def arena(
    game_name: str,
    bots: list[str],
    games: int,
    players: int = 2,
    seed: int = 1,
    options: dict | None = None,
    jobs: int = 1,
    progress: Callable[[GameRecord], None] | None = None,
    max_decisions: int = MAX_DECISIONS,
    cluster: str | None = None,
) -> dict:
    """Play a match and summarize it (see `summarize`); `progress` is told of every game."""
    start = time.perf_counter()
    records = []
    played = play_games(game_name, bots, games, players, seed, options, jobs, None, max_decisions, cluster)
    for record in played:
        records.append(record)
        if progress:
            progress(record)
    report = summarize(game_name, bots, players, seed, records)
    report["seconds"] = round(time.perf_counter() - start, 2)
    return report


def mean_at_most_max(times: list[float]) -> float:
    """The mean of `times`, never above their maximum: a float sum of equal times can come out a
    hair above it (3 x 0.1 / 3 > 0.1), and rounded, that hair could report a mean above the
    maximum. (Rounding both to one precision keeps the order, rounding being monotonic.)"""
    return min(sum(times) / len(times), max(times))
