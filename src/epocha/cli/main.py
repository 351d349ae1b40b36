"""The `epocha` command."""

from __future__ import annotations

import argparse
import errno
import json
import sys

from rich.console import Console

import epocha
from epocha.engine import IllegalAction

from .options import add_option_arguments, options_from
from .parallel import add_parallel_arguments, jobs_from


def _bots(spec: str | None) -> list[str]:
    return [b.strip() for b in spec.split(",") if b.strip()] if spec else []


def port_number(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{port} is not a port: use 1-65535")
    return port


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="epocha", description="Civilization board games: play, simulate, bench."
    )
    parser.add_argument("--version", action="version", version=f"epocha {epocha.__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    play = sub.add_parser("play", help="play in the terminal")
    play.add_argument("game", choices=epocha.games())
    play.add_argument("--players", type=int, default=2)
    play.add_argument(
        "--bots",
        help="bots for the seats after yours, e.g. greedy or random,greedy "
        "(seats without a bot are played hot-seat)",
    )
    play.add_argument("--load", help="resume a saved game")
    play.add_argument("--seed", type=int)
    play.add_argument(
        "--lang", choices=("en", "cs"), help="the language of the log and prompts (default: from LANG)"
    )
    add_option_arguments(play)

    sim = sub.add_parser("simulate", help="bot games with win rates and game lengths")
    sim.add_argument("game", choices=epocha.games())
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--bots", default="random", help="comma-separated bots, rotated over the seats")
    sim.add_argument("--seed", type=int, default=1)
    add_parallel_arguments(sim)
    add_option_arguments(sim)
    sim.add_argument("--json", action="store_true")

    serve = sub.add_parser("serve", help="the web table (http://127.0.0.1:8000 by default)")
    serve.add_argument("--host", default="127.0.0.1", help="0.0.0.0 to share it on your network")
    serve.add_argument("--port", type=port_number, default=8000, help="1-65535 (default 8000)")
    serve.add_argument("--database", help="database URL (default: EPOCHA_DATABASE_URL, or SQLite)")
    serve.add_argument("--api-docs", action="store_true", help="serve the interactive API docs at /api-docs")

    bench = sub.add_parser("bench", help="speed of random-bot games and clones")
    bench.add_argument("game", choices=epocha.games())
    bench.add_argument("--games", type=int, default=200)
    bench.add_argument("--players", type=int, default=2)
    bench.add_argument("--seed", type=int, default=1)
    add_option_arguments(bench)
    bench.add_argument("--json", action="store_true")

    # research commands; content files of data-driven games; campaigns
    from . import analyze, arena, campaign, content

    arena.add_parser(sub)
    analyze.add_parser(sub)
    content.add_parser(sub)
    campaign.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    console = Console()
    try:
        if args.command == "play":
            from .play import run_play

            options = options_from(args, args.game) if not args.load else {}
            run_play(
                args.game,
                args.players,
                _bots(args.bots),
                args.load,
                args.seed,
                options,
                console,
                lang=args.lang,
            )
        elif args.command == "simulate":
            from .simulate import print_simulation, simulate

            bots = _bots(args.bots) or ["random"]
            options = options_from(args, args.game)
            report = simulate(
                args.game,
                args.games,
                args.players,
                bots,
                args.seed,
                options,
                jobs=jobs_from(args),
                cluster=args.ray,
            )
            if args.json:
                print(json.dumps(report))
            else:
                print_simulation(console, report)
        elif args.command == "serve":
            try:
                from epocha.server.app import listen, serve
                from epocha.server.settings import Settings
            except ImportError as exc:
                console.print(f"[red]The web table needs its extra: pip install 'epocha[web]' ({exc})[/red]")
                return 2
            settings = Settings(database_url=args.database) if args.database else Settings()
            settings.api_docs = args.api_docs
            if args.api_docs:
                from epocha.server.api_docs import MISSING, swagger_ui_files

                if swagger_ui_files() is None:
                    console.print(f"[red]{MISSING}[/red]")
                    return 2
            try:
                sock = listen(args.host, args.port)
            except OSError as exc:
                in_use = exc.errno == errno.EADDRINUSE
                reason = "is in use" if in_use else f"cannot be opened ({exc.strerror})"
                console.print(f"[red]{args.host}:{args.port} {reason}; choose another with --port[/red]")
                return 2
            console.print(f"epocha web table on http://{args.host}:{args.port}")
            serve(sock, settings)
        elif args.command == "bench":
            from .simulate import bench

            report = bench(args.game, args.games, args.players, args.seed, options_from(args, args.game))
            if args.json:
                print(json.dumps(report))
            else:
                for key, value in report.items():
                    console.print(f"{key:>22}: {value}")
        elif args.command in ("arena", "analyze", "content", "campaign"):
            return args.run(args, console)
    except IllegalAction as exc:
        console.print(f"[red]{exc}[/red]")
        return 2
    except (OSError, json.JSONDecodeError) as exc:
        console.print(f"[red]{exc}[/red]")
        return 2
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
