"""`epocha analyze`: a balance report from bot games, as one self-contained HTML page.

Generic parts: the first player's advantage by player count (win rate by place in turn
order), the distribution of game lengths, and how often each end condition ends the game.
Games stopped at the decision cap (`unfinished`, see `epocha.bots.arena`) count as draws in
the win rates and as an end of their own, but are left out of the lengths: their length is
the cap's, not the game's. Lengths are in the game's `Rules.length_unit`.
A game may add its own parts in `epocha/games/<name>/analysis.py`:

- `record(game) -> dict`: plain facts of a finished game; `"first_player"` (the seat that
  took the first turn) is used here when present, seat 0 otherwise;
- `sections(games) -> list[dict]`: given [{"players", "winners", "extra": record}, ...],
  sections {"title", "text", "bars": {"labels", "values", "xlabel"} | None,
  "table": {"columns", "rows"} | None}.
"""

from __future__ import annotations

import argparse
import base64
import html
import io
import json
import math
import statistics
import time
from collections import Counter
from pathlib import Path
from types import ModuleType

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

import epocha
from epocha.bots.arena import MAX_DECISIONS, UNFINISHED, GameRecord, is_finished, play_games, wilson
from epocha.engine.registry import get_manifest, get_rules

from .options import add_option_arguments, options_from

INSTALL_HINT = "the balance report draws its plots with matplotlib: pip install 'epocha[research]'"


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "analyze",
        help="balance report from bot games (HTML with plots)",
        description="Plays bot games for each player count and writes an HTML report: first-player "
        "advantage, game lengths, end conditions, and the game's own findings. Needs matplotlib "
        "(pip install 'epocha[research]').",
    )
    p.add_argument("game", choices=epocha.games())
    p.add_argument("--games", type=int, default=200, help="games per player count")
    p.add_argument("--players", default=None, help="player counts, e.g. 2,3,4 (default: all)")
    p.add_argument("--bots", default="greedy", help="comma-separated bots, rotated over the seats")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    add_option_arguments(p)
    p.add_argument("--out", default=None, help="the HTML file (default: GAME-balance.html)")
    p.add_argument("--json", action="store_true", help="also print the figures as one JSON object")
    p.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        console.print(INSTALL_HINT, style="red", markup=False)
        return 2
    rules = get_rules(args.game)
    counts = (
        [int(n) for n in args.players.split(",") if n.strip()]
        if args.players
        else list(range(rules.min_players, rules.max_players + 1))
    )
    bad = [n for n in counts if not rules.min_players <= n <= rules.max_players]
    if bad or args.games < 1:
        console.print(
            f"[red]{rules.title} is for {rules.min_players}-{rules.max_players} players; "
            "give at least one game[/red]"
        )
        return 2
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    options = options_from(args, args.game)
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
    ) as progress:
        task = progress.add_task(f"{args.game}: {', '.join(bots)}", total=args.games * len(counts))
        report = collect(
            args.game, counts, args.games, bots, args.seed, options, args.jobs, lambda: progress.advance(task)
        )
    out = Path(args.out or f"{args.game}-balance.html")
    out.write_text(render_html(report), encoding="utf-8")
    if args.json:
        print(json.dumps({k: v for k, v in report.items() if k != "raw"}))
    else:
        console.print(f"Report written to {out}")
    return 0


# -- figures ------------------------------------------------------------------------------------


def game_hook(game_name: str) -> ModuleType | None:
    """The game's analysis module, if its manifest names one."""
    return get_manifest(game_name).analysis_module()


def collect(
    game_name: str,
    counts: list[int],
    games: int,
    bots: list[str],
    seed: int,
    options: dict,
    jobs: int = 1,
    advance=None,
) -> dict:
    """Play the games and compute every figure of the report (plain data)."""
    hook = game_hook(game_name)
    record_fn = getattr(hook, "record", None)
    start = time.perf_counter()
    by_players: dict[str, dict] = {}
    raw: dict[str, list[GameRecord]] = {}
    for players in counts:
        records = []
        for r in play_games(game_name, bots, games, players, seed, options, jobs, record_fn):
            records.append(r)
            if advance:
                advance()
        raw[str(players)] = records
        by_players[str(players)] = _figures(records, players)
    sections = []
    if hook is not None and hasattr(hook, "sections"):
        flat = [
            {"players": len(r.seats), "winners": r.result.get("winners", []), "extra": r.extra}
            for records in raw.values()
            for r in records
        ]
        sections = hook.sections(flat)
    return {
        "game": game_name,
        "bots": bots,
        "games_per_player_count": games,
        "seed": seed,
        "options": options,
        "length_unit": get_rules(game_name).length_unit,
        "max_decisions": MAX_DECISIONS,
        "seconds": round(time.perf_counter() - start, 1),
        "by_players": by_players,
        "sections": sections,
        "raw": raw,
    }


def _figures(records: list[GameRecord], players: int) -> dict:
    wins = [0.0] * players  # by place in turn order: 0 = first player
    ends: Counter = Counter()
    for r in records:
        first = r.extra.get("first_player", 0) if r.extra else 0
        winners = r.result.get("winners", [])
        for w in winners:
            wins[(w - first) % players] += 1 / len(winners)
        if not winners:  # unfinished (see epocha.bots.arena): a draw
            for place in range(players):
                wins[place] += 1 / players
        ends[r.result.get("reason", "?")] += 1
    n = len(records)
    finished = [r for r in records if is_finished(r)]
    lengths = [r.length for r in finished if r.length is not None]
    return {
        "games": n,
        "unfinished": n - len(finished),
        "fair_share": round(1 / players, 4),
        "win_rate_by_turn_order": [
            {"place": i + 1, "win_rate": round(w / n, 4), "ci95": [round(x, 4) for x in wilson(w, n)]}
            for i, w in enumerate(wins)
        ],
        # finished games only
        "length": _spread(lengths),
        "decisions": _spread([r.decisions for r in finished]),
        "ends": dict(ends.most_common()),
        "lengths": lengths,
    }


def _spread(values: list[int]) -> dict:
    if not values:
        return {}
    return {
        "mean": round(statistics.fmean(values), 1),
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
    }


# -- the page -------------------------------------------------------------------------------------


def render_html(report: dict) -> str:
    import matplotlib

    matplotlib.use("Agg")
    title = f"Balance report: {get_rules(report['game']).title}"
    unit = report["length_unit"]
    by_players = report["by_players"]
    unfinished = sum(v["unfinished"] for v in by_players.values())
    stopped = (
        f"{unfinished} games did not end within {report['max_decisions']} decisions and were stopped "
        "(see the table)"
        if unfinished
        else "Every game ended"
    )
    parts = [
        f"<h1>{_e(title)}</h1>",
        f"<p>Bots: {_e(', '.join(report['bots']))} (seats rotated); {report['games_per_player_count']} games "
        f"per player count; seed {report['seed']}; {report['seconds']} s.</p>",
        "<h2>First-player advantage</h2>",
        "<p>Win rate by place in turn order, with 95% confidence intervals; the dashed line is a fair "
        "share. A shared win counts 1/k to each of the k winners; a game stopped unfinished counts as "
        "a draw (a fair share to every place).</p>",
        _img(_plot_first_player(report)),
        _table(
            ["players", *[f"place {i + 1}" for i in range(max(int(k) for k in by_players))]],
            [
                [
                    k,
                    *[
                        f"{p['win_rate']:.1%} ({p['ci95'][0]:.0%}-{p['ci95'][1]:.0%})"
                        for p in v["win_rate_by_turn_order"]
                    ],
                ]
                for k, v in by_players.items()
            ],
        ),
        "<h2>Game length</h2>",
        f"<p>Finished games only, in {_e(unit)}. {_e(stopped)}; their length is the cap's, not the "
        "game's, so they are left out here.</p>",
        _img(_plot_lengths(report)),
        _table(
            ["players", "finished", "unfinished", f"{unit}: mean", "median", "min", "max", "decisions: mean"],
            [
                [
                    k,
                    v["games"] - v["unfinished"],
                    v["unfinished"],
                    v["length"].get("mean"),
                    v["length"].get("median"),
                    v["length"].get("min"),
                    v["length"].get("max"),
                    v["decisions"].get("mean"),
                ]
                for k, v in by_players.items()
            ],
        ),
        "<h2>How games end</h2>",
        _img(_plot_ends(report)),
        _table(
            ["players", "end", "games", "share"],
            [
                [k, _end_kind(reason) if reason == UNFINISHED else reason, c, f"{c / v['games']:.1%}"]
                for k, v in by_players.items()
                for reason, c in v["ends"].items()
            ],
        ),
    ]
    for section in report["sections"]:
        parts.append(f"<h2>{_e(section['title'])}</h2><p>{_e(section.get('text', ''))}</p>")
        if section.get("bars"):
            parts.append(_img(_plot_bars(section["bars"])))
        if section.get("table"):
            parts.append(_table(section["table"]["columns"], section["table"]["rows"]))
    style = (
        "body{font-family:system-ui,sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#222}"
        "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.25em .6em;"
        "text-align:right}td:first-child,th:first-child{text-align:left}img{max-width:100%}"
    )
    return (
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{_e(title)}</title>'
        f"<style>{style}</style></head><body>{''.join(parts)}</body></html>\n"
    )


def _e(text: object) -> str:
    return html.escape(str(text))


def _table(columns: list, rows: list[list]) -> str:
    head = "".join(f"<th>{_e(c)}</th>" for c in columns)
    body = "".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _img(fig) -> str:
    import matplotlib.pyplot as plt

    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100, bbox_inches="tight")
    plt.close(fig)
    data = base64.b64encode(buf.getvalue()).decode("ascii")
    return f'<img alt="plot" src="data:image/png;base64,{data}">'


def _plot_first_player(report: dict):
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 3.5))
    x = 0.0
    ticks, labels = [], []
    for k, v in report["by_players"].items():
        places = v["win_rate_by_turn_order"]
        xs = [x + i for i in range(len(places))]
        rates = [p["win_rate"] for p in places]
        err = [
            [r - p["ci95"][0] for r, p in zip(rates, places, strict=True)],
            [p["ci95"][1] - r for r, p in zip(rates, places, strict=True)],
        ]
        ax.bar(xs, rates, yerr=err, capsize=3, color=[f"C{i}" for i in range(len(places))])
        ax.hlines(v["fair_share"], xs[0] - 0.4, xs[-1] + 0.4, colors="k", linestyles="dashed")
        ticks += xs
        labels += [f"{k}p #{i + 1}" for i in range(len(places))]
        x += len(places) + 1
    ax.set_xticks(ticks, labels, fontsize=8)
    ax.set_ylabel("win rate")
    return fig


def _plot_lengths(report: dict):
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 3.5))
    series = {k: v["lengths"] for k, v in report["by_players"].items() if v["lengths"]}
    if not series:
        ax.text(0.5, 0.5, "no game finished", ha="center", va="center", transform=ax.transAxes)
        ax.set_axis_off()
        return fig
    # one set of integer-aligned bins for every player count, so the curves compare
    low = min(min(v) for v in series.values())
    high = max(max(v) for v in series.values())
    width = max(1, math.ceil((high - low + 1) / 30))
    bins = [low - 0.5 + i * width for i in range((high - low) // width + 2)]
    for i, (k, lengths) in enumerate(series.items()):
        ax.hist(lengths, bins=bins, histtype="stepfilled", alpha=0.2, color=f"C{i}")
        ax.hist(
            lengths,
            bins=bins,
            histtype="step",
            linewidth=2,
            color=f"C{i}",
            label=f"{k} players (mean {statistics.fmean(lengths):.1f})",
        )
    ax.set_xlabel(f"{report['length_unit']} (finished games)")
    ax.set_ylabel("games")
    ax.yaxis.get_major_locator().set_params(integer=True)
    ax.legend()
    return fig


def _plot_ends(report: dict):
    import matplotlib.pyplot as plt

    reasons = sorted({_end_kind(r) for v in report["by_players"].values() for r in v["ends"]})
    fig, ax = plt.subplots(figsize=(8, 3.5))
    keys = list(report["by_players"])
    bottom = [0.0] * len(keys)
    for reason in reasons:
        shares = []
        for k in keys:
            v = report["by_players"][k]
            shares.append(sum(c for r, c in v["ends"].items() if _end_kind(r) == reason) / v["games"])
        ax.bar([f"{k} players" for k in keys], shares, bottom=bottom, label=reason)
        bottom = [b + s for b, s in zip(bottom, shares, strict=True)]
    ax.set_ylabel("share of games")
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1))  # outside: bars reach 1.0
    return fig


def _end_kind(reason: str) -> str:
    """Ends named after a card ("card:Bioengineering") are drawn as one kind."""
    if reason == UNFINISHED:
        return "unfinished (decision cap)"
    return "a card's effect" if reason.startswith("card:") else reason


def _plot_bars(bars: dict):
    import matplotlib.pyplot as plt

    labels, values = bars["labels"], bars["values"]
    fig, ax = plt.subplots(figsize=(8, 0.3 * len(labels) + 1))
    ax.barh(labels[::-1], values[::-1], color=["C2" if v >= 0 else "C3" for v in values[::-1]])
    ax.set_xlabel(bars.get("xlabel", ""))
    return fig
