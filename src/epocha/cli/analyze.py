"""`epocha analyze`: a balance report from bot games, as one self-contained HTML page.

Generic parts: the first player's advantage by player count (win rate by place in turn
order), the distribution of game lengths, and how often each end condition ends the game.
Games stopped at the decision cap (`unfinished`, see `epocha.bots.arena`) count as draws in
the win rates and as an end of their own, but are left out of the lengths: their length is
the cap's, not the game's. Lengths are in the game's `Rules.length_unit`.

Win rates carry 95% Wilson score intervals (`epocha.bots.arena.wilson`). A card is ranked
only once at least `--min-games` seats used it; below that it is listed as "not ranked", and a
chart with nothing to draw says "not enough games" instead.

A game may add its own parts in `epocha/games/<name>/analysis.py`:

- `record(game) -> dict`: plain facts of a finished game; `"first_player"` (the seat that
  took the first turn) is used here when present, seat 0 otherwise. An entry holding one
  collection of names per seat (a dict of counts or a list: the cards each seat used) gets
  per-card win rates here, under the entry's key;
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
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

import epocha
from epocha.bots.arena import MAX_DECISIONS, UNFINISHED, GameRecord, is_finished, play_games, wilson
from epocha.engine.registry import get_manifest, get_rules

from .options import add_option_arguments, options_from
from .parallel import add_parallel_arguments, jobs_from

INSTALL_HINT = "the balance report draws its plots with matplotlib: pip install 'epocha[research]'"
INTERVAL = "95% Wilson score interval"
MIN_GAMES = 30  # below this a win rate's interval spans ~35 points: too wide to rank by
NOT_ENOUGH = "Not enough games"
CHART_CARDS = 15  # a chart of more cards shows this many at each end


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "analyze",
        help="balance report from bot games (HTML with plots)",
        description="Plays bot games for each player count and writes an HTML report: first-player "
        "advantage, game lengths, end conditions, win rates by card (95% Wilson score intervals), "
        "and the game's own findings. Needs matplotlib (pip install 'epocha[research]').",
    )
    p.add_argument("game", choices=epocha.games())
    p.add_argument("--games", type=int, default=200, help="games per player count")
    p.add_argument("--players", default=None, help="player counts, e.g. 2,3,4 (default: all)")
    p.add_argument("--bots", default="greedy", help="comma-separated bots, rotated over the seats")
    p.add_argument("--seed", type=int, default=1)
    add_parallel_arguments(p)
    p.add_argument(
        "--min-games",
        type=int,
        default=MIN_GAMES,
        help=f"games a card needs to be ranked, once per seat that used it (default {MIN_GAMES})",
    )
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
    if bad or args.games < 1 or args.min_games < 1:
        console.print(
            f"[red]{rules.title} is for {rules.min_players}-{rules.max_players} players; "
            "give at least one game, and a --min-games of at least 1[/red]"
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
            args.game,
            counts,
            args.games,
            bots,
            args.seed,
            options,
            jobs_from(args),
            lambda: progress.advance(task),
            args.min_games,
            cluster=args.ray,
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
    advance: Callable[[], None] | None = None,
    min_games: int = MIN_GAMES,
    cluster: str | None = None,
) -> dict:
    """Play the games and compute every figure of the report (plain data)."""
    hook = game_hook(game_name)
    record_fn = getattr(hook, "record", None)
    start = time.perf_counter()
    by_players: dict[str, dict] = {}
    raw: dict[str, list[GameRecord]] = {}
    for players in counts:
        records = []
        for r in play_games(game_name, bots, games, players, seed, options, jobs, record_fn, cluster=cluster):
            records.append(r)
            if advance:
                advance()
        raw[str(players)] = records
        by_players[str(players)] = _figures(records, players)
    flat = [
        {"players": len(r.seats), "winners": r.result.get("winners", []), "extra": r.extra}
        for records in raw.values()
        for r in records
    ]
    sections = hook.sections(flat) if hook is not None and hasattr(hook, "sections") else []
    return {
        "game": game_name,
        "bots": bots,
        "games_per_player_count": games,
        "seed": seed,
        "options": options,
        "length_unit": get_rules(game_name).length_unit,
        "max_decisions": MAX_DECISIONS,
        "seconds": round(time.perf_counter() - start, 1),
        "interval": INTERVAL,
        "min_games": min_games,
        "by_players": by_players,
        "cards": card_figures(flat, min_games),
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
            {
                "place": i + 1,
                "games": n,
                "wins": round(w, 3),
                "win_rate": round(w / n, 4),
                "ci95": [round(x, 4) for x in wilson(w, n)],
            }
            for i, w in enumerate(wins)
        ],
        # finished games only
        "length": _spread(lengths),
        "decisions": _spread([r.decisions for r in finished]),
        "ends": dict(ends.most_common()),
        "lengths": lengths,
    }


def _won(seat: int, winners: list[int], players: int) -> float:
    """A seat's share of a game: 1/k of a win shared by k; a fair share of an unfinished one."""
    if not winners:
        return 1 / players
    return 1 / len(winners) if seat in winners else 0.0


def _per_seat_names(value: object, players: int) -> list[set[str]] | None:
    """`value` as the names each seat used, if it holds one dict or list of names per seat."""
    if not isinstance(value, list) or len(value) != players:
        return None
    if not all(isinstance(v, dict | list | tuple | set) for v in value):
        return None
    names = [set(v) for v in value]
    return names if all(isinstance(n, str) for seat in names for n in seat) else None


def card_figures(games: list[dict], min_games: int) -> dict[str, list[dict]]:
    """For every per-seat entry of the games' records (see the module docstring), keyed by its
    name: each card's win rate among the seats that used it, with its Wilson interval, the
    fair share those seats would get on average, and whether it has the sample to be ranked.
    Ranked cards come first, by how far they beat a fair share; then the others, by sample."""
    tallies: dict[str, dict[str, list[float]]] = {}  # entry -> card -> [games, wins, fair shares]
    for g in games:
        players = g["players"]
        for key, value in (g["extra"] or {}).items():
            names = _per_seat_names(value, players)
            if names is None:
                continue
            cards = tallies.setdefault(key, {})
            for seat, used in enumerate(names):
                won = _won(seat, g["winners"], players)
                for card in used:
                    t = cards.setdefault(card, [0, 0.0, 0.0])
                    t[0] += 1
                    t[1] += won
                    t[2] += 1 / players
    out: dict[str, list[dict]] = {}
    for key, cards in tallies.items():
        rows = []
        for card, (n, wins, fair) in cards.items():
            low, high = wilson(wins, int(n))
            rows.append(
                {
                    "card": card,
                    "games": int(n),
                    "wins": round(wins, 3),
                    "win_rate": round(wins / n, 4),
                    "ci95": [round(low, 4), round(high, 4)],
                    "fair_share": round(fair / n, 4),
                    "ranked": n >= min_games,
                }
            )
        rows.sort(key=_card_order)
        out[key] = rows
    return out


def _card_order(row: dict) -> tuple:
    if row["ranked"]:
        return (0, row["fair_share"] - row["win_rate"], row["card"])
    return (1, -row["games"], row["card"])


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
    # said only when the cap stopped a game: otherwise there is nothing left out to explain
    stopped = (
        f" {unfinished} game{'s' * (unfinished > 1)} did not end within {report['max_decisions']} decisions "
        f"and {'were' if unfinished > 1 else 'was'} stopped (see the table); their length is the cap's, not "
        "the game's, so they are left out here."
        if unfinished
        else ""
    )
    parts = [
        f"<h1>{_e(title)}</h1>",
        f"<p>Bots: {_e(', '.join(report['bots']))} (seats rotated); {report['games_per_player_count']} games "
        f"per player count; seed {report['seed']}; {report['seconds']} s. Intervals are "
        f"{_e(report['interval'])}s.</p>",
        "<h2>First-player advantage</h2>",
        f"<p>Win rate by place in turn order, with {_e(report['interval'])}s; the dashed line is a fair "
        "share. A shared win counts 1/k to each of the k winners; a game stopped unfinished counts as "
        "a draw (a fair share to every place).</p>",
        _img(_plot_first_player(report)),
        _table(
            ["players", "games", *[f"place {i + 1}" for i in range(max(int(k) for k in by_players))]],
            [
                [
                    k,
                    v["games"],
                    *[
                        f"{p['win_rate']:.1%} ({p['ci95'][0]:.0%}-{p['ci95'][1]:.0%})"
                        for p in v["win_rate_by_turn_order"]
                    ],
                ]
                for k, v in by_players.items()
            ],
        ),
        "<h2>Game length</h2>",
        f"<p>Finished games only, in {_e(unit)}.{_e(stopped)}</p>",
        _img(_plot_lengths(report)) if any(v["lengths"] for v in by_players.values()) else _not_enough(),
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
    for key, cards in report["cards"].items():
        parts += _card_section(key, cards, report)
    for section in report["sections"]:
        parts.append(f"<h2>{_e(section['title'])}</h2><p>{_e(section.get('text', ''))}</p>")
        bars, table = section.get("bars"), section.get("table")
        if bars and bars["labels"]:
            parts.append(_img(_plot_bars(bars)))
        if table and table["rows"]:
            parts.append(_table(table["columns"], table["rows"]))
        elif not (bars and bars["labels"]) and (bars or table):  # a section with nothing to show
            parts.append(_not_enough())
    style = (
        "body{font-family:system-ui,sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#222}"
        "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.25em .6em;"
        "text-align:right}td:first-child,th:first-child{text-align:left}img{max-width:100%}"
    )
    return (
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{_e(title)}</title>'
        f"<style>{style}</style></head><body>{''.join(parts)}</body></html>\n"
    )


def _card_section(key: str, cards: list[dict], report: dict) -> list[str]:
    """Per-card win rates of one record entry: a chart of the ranked cards, then every card."""
    ranked = [c for c in cards if c["ranked"]]
    shown = ranked if len(ranked) <= 2 * CHART_CARDS else ranked[:CHART_CARDS] + ranked[-CHART_CARDS:]
    parts = [
        f"<h2>Win rate by card: {_e(key)}</h2>",
        f"<p>For each card in the games' record “{_e(key)}”: the win rate of the seats that used it, with "
        f"its {_e(report['interval'])}, against the fair share those seats would get on average "
        "(1/players). A game counts once for each seat that used the card; a shared win counts 1/k. "
        f"Cards used in fewer than {report['min_games']} games are not ranked. A correlation, not a "
        "cause: leading players may simply reach the cards that they then use."
        + (f" The chart shows the {CHART_CARDS} highest and lowest." if len(shown) < len(ranked) else "")
        + "</p>",
    ]
    if shown:
        parts.append(_img(_plot_cards(shown)))
    else:
        parts.append(_not_enough(f"no card was used in {report['min_games']} games (see --min-games)"))
    rows = [
        [
            str(i + 1) if c["ranked"] else f"not ranked ({c['games']} games)",
            c["card"],
            c["games"],
            f"{c['win_rate']:.1%}",
            f"{c['ci95'][0]:.1%}-{c['ci95'][1]:.1%}",
            f"{c['fair_share']:.1%}",
        ]
        for i, c in enumerate(cards)
    ]
    if rows:
        parts.append(_table(["rank", "card", "games", "win rate", "95% CI (Wilson)", "fair share"], rows))
    return parts


def _not_enough(why: str = "") -> str:
    return f"<p><em>{NOT_ENOUGH}{': ' + _e(why) if why else ''}.</em></p>"


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


def _plot_cards(cards: list[dict]):
    import matplotlib.pyplot as plt

    cards = cards[::-1]  # barh draws bottom-up: the best card on top
    fig, ax = plt.subplots(figsize=(8, 0.3 * len(cards) + 1))
    rates = [c["win_rate"] for c in cards]
    err = [
        [r - c["ci95"][0] for r, c in zip(rates, cards, strict=True)],
        [c["ci95"][1] - r for r, c in zip(rates, cards, strict=True)],
    ]
    colours = ["C2" if c["win_rate"] >= c["fair_share"] else "C3" for c in cards]
    ax.barh([c["card"] for c in cards], rates, xerr=err, capsize=2, color=colours)
    ax.plot([c["fair_share"] for c in cards], range(len(cards)), "k|", markersize=12, label="fair share")
    ax.set_xlabel("win rate of the seats that used the card (95% Wilson interval)")
    ax.legend(fontsize=8)
    return fig


def _plot_bars(bars: dict):
    import matplotlib.pyplot as plt

    labels, values = bars["labels"], bars["values"]
    fig, ax = plt.subplots(figsize=(8, 0.3 * len(labels) + 1))
    ax.barh(labels[::-1], values[::-1], color=["C2" if v >= 0 else "C3" for v in values[::-1]])
    ax.set_xlabel(bars.get("xlabel", ""))
    return fig
