"""`--jobs` and `--ray`: where the games of `simulate`, `arena` and `analyze` are played
(epocha.bots.runner)."""

from __future__ import annotations

import argparse
import os


def add_parallel_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--jobs",
        type=int,
        nargs="?",
        const=0,
        default=1,
        metavar="N",
        help="games played in N parallel processes (--jobs alone: one per core)",
    )
    p.add_argument(
        "--ray",
        metavar="ADDRESS",
        help="play the games on a Ray cluster: 'auto' (the cluster this machine is in), "
        "'ray://host:10001', or 'local' (a Ray instance started here); needs epocha[cluster]",
    )


def jobs_from(args: argparse.Namespace) -> int:
    """The number of local processes asked for (0: one per core)."""
    if args.jobs < 0:
        raise SystemExit("--jobs must be 0 or more")
    return args.jobs or os.cpu_count() or 1
