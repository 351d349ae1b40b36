"""`epocha campaign GAME new|continue|show FILE`: a game played as a campaign of chapters, its
progress kept in a file (the chapter to play, the cards read, what was unlocked, the games
played). `continue` reads the chapter's cards, plays its game in the terminal (as `epocha
play`), then reads the cards that follow it and moves the record on — only when the game was
played to its end."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rich.console import Console
from rich.markup import escape

import epocha
from epocha.engine import IllegalAction
from epocha.engine.registry import get_manifest

from .play import default_language, run_play


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("campaign", help="play a game's campaign, chapter by chapter")
    p.add_argument("game", choices=epocha.games())
    actions = p.add_subparsers(dest="campaign_command", required=True)
    new = actions.add_parser("new", help="start a campaign record")
    new.add_argument("file")
    new.add_argument("--force", action="store_true", help="replace a record that exists")
    show = actions.add_parser("show", help="where a campaign stands")
    show.add_argument("file")
    go = actions.add_parser("continue", help="read the next chapter's cards and play its game")
    go.add_argument("file")
    go.add_argument("--players", type=int, default=2)
    go.add_argument("--bots", help="bots for the seats after yours, e.g. greedy or random,greedy")
    go.add_argument("--seed", type=int)
    go.add_argument("--lang", choices=("en", "cs"))
    p.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    hooks = get_manifest(args.game).campaign_module()
    path = Path(args.file)
    lang = getattr(args, "lang", None) or default_language()
    if args.campaign_command == "new":
        if path.exists() and not args.force:
            raise IllegalAction(f"{path} exists: continue it, or start again with --force")
        _save(path, hooks.new_record())
        console.print(
            f"A new campaign of {args.game}: {escape(str(path))}. Play it with `epocha campaign "
            f"{args.game} continue {escape(str(path))}`.",
            soft_wrap=True,
        )
        return 0
    record = _load(path, hooks)
    if args.campaign_command == "show":
        console.print(json.dumps(record, indent=2, ensure_ascii=False), soft_wrap=True)
        return 0
    cards, options = hooks.chapter_start(record)
    _save(path, record)  # (the cards read are read for good)
    _print_cards(console, hooks, cards, lang)
    bots = [b.strip() for b in args.bots.split(",")] if args.bots else []
    game = run_play(args.game, args.players, bots, None, args.seed, options, console, lang=lang)
    if not game.is_over:
        console.print("The chapter's game was not played to its end: the campaign stays where it was.")
        return 0
    cards = hooks.chapter_end(record, game.result)
    _save(path, record)
    _print_cards(console, hooks, cards, lang)
    if hooks.finished(record):
        console.print("The campaign is over: from now on play with what it unlocked, or any part of it.")
    return 0


def _print_cards(console: Console, hooks, cards: list, lang: str) -> None:
    for card in cards:
        title, text = hooks.card_words(card, lang)
        console.print(f"[bold]{escape(title)}[/bold]", soft_wrap=True)
        console.print(escape(text), soft_wrap=True)
        console.print()


def _load(path: Path, hooks) -> dict:
    try:
        record = json.loads(path.read_text("utf-8"))
    except json.JSONDecodeError as exc:
        raise IllegalAction(
            f"{path} is not a campaign record (not JSON: {exc.msg}, line {exc.lineno})"
        ) from exc
    return hooks.check_record(record)


def _save(path: Path, record: dict) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n", "utf-8")
    tmp.replace(path)  # (a record is never half written)
