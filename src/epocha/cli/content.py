"""`epocha content check GAME PATH`: is a content set (cards, tiles, boards as data files)
sound for a game whose content is data? Every problem is printed at its place."""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.markup import escape

import epocha
from epocha.engine.registry import get_manifest


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("content", help="check a content set of a game whose components are data files")
    actions = p.add_subparsers(dest="content_command", required=True)
    check = actions.add_parser(
        "check", help="check a content folder or file; exit status 1 if it has problems"
    )
    check.add_argument("game", choices=epocha.games())
    check.add_argument("path", help="a folder of family files, or one JSON file")
    p.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    problems = get_manifest(args.game).check_content(args.path)
    if not problems:
        console.print(f"{escape(args.path)}: a sound content set for {args.game}", soft_wrap=True)
        return 0
    console.print(f"[red]{escape(args.path)}: {len(problems)} problem(s)[/red]", soft_wrap=True)
    for problem in problems:
        console.print(f"  - {escape(problem)}", soft_wrap=True)
    return 1
