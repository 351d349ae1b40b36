"""`epocha arena`: a seat-rotated match between bots, win rates with 95% confidence intervals."""

from __future__ import annotations

import argparse
import json

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

import epocha
from epocha.bots.arena import arena

from .options import add_option_arguments, options_from
from .parallel import add_parallel_arguments, jobs_from


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "arena",
        help="a match between bots: seat-rotated win rates with 95%% confidence intervals",
        description="Bots are given as names, ladder levels (easy, medium, hard) or names with "
        "settings, e.g. ismcts:iterations=200. Seats rotate over each deal.",
    )
    p.add_argument("game", choices=epocha.games())
    p.add_argument("--bots", required=True, help="comma-separated bots, e.g. ismcts,greedy")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    add_parallel_arguments(p)
    add_option_arguments(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if not bots or args.games < 1:
        console.print("[red]give at least one bot and one game[/red]")
        return 2
    options = options_from(args, args.game)
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        transient=args.json,
    ) as progress:
        task = progress.add_task(f"{args.game} {args.players}p: {' vs '.join(bots)}", total=args.games)
        report = arena(
            args.game,
            bots,
            args.games,
            args.players,
            args.seed,
            options,
            jobs=jobs_from(args),
            progress=lambda _record: progress.advance(task),
            cluster=args.ray,
        )
    if args.json:
        print(json.dumps(report))
    else:
        print_report(console, report)
    return 0


def print_report(console: Console, report: dict) -> None:
    table = Table(
        title=f"{report['game']}: {report['games']} games, {report['players']} players "
        f"(a fair share is {report['fair_share']:.0%})"
    )
    for column in ("bot", "seats", "win rate", "95% CI", "p > fair", "think mean", "think max"):
        table.add_column(column, justify="left" if column == "bot" else "right")
    for bot, r in report["results"].items():
        low, high = r["ci95"]
        table.add_row(
            bot,
            str(r["seats"]),
            f"{r['win_rate']:.1%}",
            f"{low:.0%}-{high:.0%}",
            f"{r['p_value_above_fair']:.3g}",
            f"{r['think_mean_seconds']:.3f} s",
            f"{r['think_max_seconds']:.3f} s",
        )
    console.print(table)
    console.print("Ends: " + ", ".join(f"{k} {v}" for k, v in report["ends"].items()))
    if report["average_length"] is not None:
        console.print(
            f"Average finished game: {report['average_length']:.1f} {report['length_unit']}, "
            f"{report['average_decisions']:.1f} decisions"
            + (f" ({report['unfinished']} unfinished games left out)" if report["unfinished"] else "")
        )
