"""`epocha simulate` and `epocha bench`: bot games with figures."""

from __future__ import annotations

import time
from collections import Counter

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

import epocha
from epocha.bots import ISMCTSBot, make_bot
from epocha.bots.base import playable_actions
from epocha.bots.match import Outcome, play_out
from epocha.bots.runner import run_ordered
from epocha.engine import Rng
from epocha.engine.registry import get_rules


def seat_rotation(bots: list[str], players: int, game_index: int) -> list[str]:
    """Bot names per seat for game `game_index`: the list is cycled and rotated every game."""
    cycle = [bots[i % len(bots)] for i in range(players)]
    shift = game_index % players
    return cycle[shift:] + cycle[:shift]


def simulate(
    game_name: str,
    games: int,
    players: int,
    bots: list[str],
    seed: int,
    options: dict,
    console: Console | None = None,
    jobs: int = 1,
    cluster: str | None = None,
) -> dict:
    """`games` bot games, seats rotated; in `jobs` local processes or on a Ray `cluster`
    (epocha.bots.runner): the figures are the same wherever the games were played."""
    console = console or Console(stderr=True)
    for name in set(bots):
        make_bot(name)  # a bad name fails here, not in a worker
    wins: Counter = Counter()
    seats_played: Counter = Counter()
    reasons: Counter = Counter()
    decisions = length = 0
    tasks = [(game_name, players, seat_rotation(bots, players, i), seed, i, options) for i in range(games)]
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=console,
    ) as progress:
        task = progress.add_task(f"{game_name} {players}p", total=games)
        for names, out in run_ordered(_simulated, tasks, jobs, cluster):
            decisions += out.decisions
            length += out.length or 0
            reasons[_reason_kind(out.result["reason"])] += 1
            for p in range(players):
                seats_played[names[p]] += 1
            for p in out.result["winners"]:
                wins[names[p]] += 1 / len(out.result["winners"])
            progress.advance(task)
    return {
        "game": game_name,
        "games": games,
        "players": players,
        "win_rate": {b: wins[b] / seats_played[b] for b in sorted(seats_played)},
        "seats": dict(seats_played),
        "average_decisions": decisions / games,
        "average_length": length / games,
        "length_unit": get_rules(game_name).length_unit,
        "ends": dict(reasons),
    }


def _simulated(
    game_name: str, players: int, names: list[str], seed: int, i: int, options: dict
) -> tuple[list[str], Outcome]:
    """Game `i` of a simulation (a task of its own: it may run in another process)."""
    g = epocha.new_game(game_name, players=players, seed=seed + i, options=options)
    robots = {p: make_bot(names[p], seed=(seed + i) * 101 + p, game=game_name) for p in range(players)}
    return names, play_out(g, robots)


def _reason_kind(reason: str) -> str:
    return reason


def print_simulation(console: Console, report: dict) -> None:
    table = Table(title=f"{report['game']}: {report['games']} games, {report['players']} players")
    table.add_column("bot")
    table.add_column("seats", justify="right")
    table.add_column("win rate", justify="right")
    for bot, rate in report["win_rate"].items():
        table.add_row(bot, str(report["seats"][bot]), f"{rate:.1%}")
    console.print(table)
    console.print(
        f"Average game: {report['average_length']:.1f} {report['length_unit']}, "
        f"{report['average_decisions']:.1f} decisions"
    )
    console.print("Ends: " + ", ".join(f"{k} {v}" for k, v in sorted(report["ends"].items())))


def bench(game_name: str, games: int, players: int, seed: int, options: dict) -> dict:
    """Random-bot full games, timed; then the cost of clone() and of IS-MCTS search.

    One untimed game first loads the rules and fills the caches that first use fills, so the
    timed games measure play alone. Time is given both as CPU time (`time.process_time`: what a
    busy machine blurs least) and as wall time. `cpu_microseconds_per_decision` splits each
    game's decisions into thirds: a cost that grows with the length of a game shows as a last
    third dearer than the first. (Timing every decision adds one clock read, ~0.5 us, to each.)"""
    _play_timed(epocha.new_game(game_name, players=players, seed=seed + games, options=options), seed + games)
    thirds = [[0.0, 0] for _ in range(3)]  # per third of each game: CPU seconds, decisions
    decisions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        g = epocha.new_game(game_name, players=players, seed=seed + i, options=options)
        times = _play_timed(g, seed + i)
        decisions += len(times)
        for k, t in enumerate(times):
            third = thirds[3 * k // len(times)]
            third[0] += t
            third[1] += 1
    cpu_seconds = time.process_time() - cpu
    seconds = time.perf_counter() - wall
    # clones: of positions in the middle of games
    mid_games = []
    for i in range(min(games, 20)):
        g = epocha.new_game(game_name, players=players, seed=seed + 10_000 + i, options=options)
        rngs = {p: Rng(i * 13 + p) for p in range(players)}
        for _ in range(60):
            if g.is_over:
                break
            p = g.active_players[0]
            g.apply(p, _random_action(g, p, rngs[p]))
        mid_games.append(g)
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < 1.0:
        for g in mid_games:
            g.clone()
            n += 1
    clone_seconds = time.perf_counter() - t0
    # IS-MCTS search (determinize, descend, roll out, evaluate) from the same positions, after
    # a short untimed search (the search's own first-use costs)
    searchable = [g for g in mid_games[:10] if not g.is_over]
    if searchable:
        ISMCTSBot(seed=seed, iterations=10).search(searchable[0].for_seat(searchable[0].active_players[0]))
    searcher = ISMCTSBot(seed=seed, iterations=None, seconds=0.1)
    iterations, search_seconds = 0, 0.0
    for g in searchable:
        t1 = time.perf_counter()
        searcher.search(g.for_seat(g.active_players[0]))
        search_seconds += time.perf_counter() - t1
        iterations += searcher.last_iterations
    return {
        "game": game_name,
        "players": players,
        "seed": seed,
        "games": games,
        "seconds": round(seconds, 4),
        "wall_seconds": round(seconds, 4),
        "cpu_seconds": round(cpu_seconds, 4),
        "games_per_second": round(games / seconds, 3),
        "decisions": decisions,
        "decisions_per_game": round(decisions / games, 1),
        "decisions_per_second": round(decisions / seconds, 1),
        "decisions_per_cpu_second": round(decisions / cpu_seconds, 1),
        "cpu_microseconds_per_decision": {
            name: round(1e6 * cost / count, 2) if count else None
            for name, (cost, count) in zip(("first_third", "middle_third", "last_third"), thirds, strict=True)
        },
        "clones_per_second": round(n / clone_seconds, 1),
        "clone_microseconds": round(1e6 * clone_seconds / n, 2),
        "ismcts_iterations_per_second": round(iterations / search_seconds, 1) if search_seconds else None,
    }


def _play_timed(game: epocha.Game, seed: int) -> list[float]:
    """Random choices play `game` to its end; the CPU seconds of each decision (choice and move).
    (The choices are the random bot's, made here on the game: this measures the engine, not the
    making of each seat's `SeatGame`.)"""
    rngs = {p: Rng(seed * 7 + p) for p in range(game.players)}
    times = []
    last = time.process_time()
    while not game.is_over:
        for p in game.active_players:
            game.apply(p, _random_action(game, p, rngs[p]))
            now = time.process_time()
            times.append(now - last)
            last = now
    return times


def _random_action(game: epocha.Game, seat: int, rng: Rng) -> dict:
    """What `RandomBot` would choose, drawn from the same generator."""
    actions = playable_actions(game, seat)
    return actions[rng.below(len(actions))]
