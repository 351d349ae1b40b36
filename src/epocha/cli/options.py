"""Game options on the command line, typed by the game's declared schema:

    --option name=value   (repeatable)   e.g. --option edition=3e
    --options JSON        all at once    e.g. --options '{"edition": "3e"}'
    --edition X           an alias of --option edition=X, for games that have that option

The game validates the result as it validates every other way of giving options.
"""

from __future__ import annotations

import argparse
import json

from epocha.engine import IllegalAction
from epocha.engine.registry import get_manifest


def add_option_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a game option (repeatable)"
    )
    parser.add_argument("--options", metavar="JSON", help="game options as one JSON object")
    parser.add_argument("--edition", help="alias of --option edition=EDITION")


def options_from(args: argparse.Namespace, game: str) -> dict:
    options: dict = {}
    if getattr(args, "options", None):
        options = json.loads(args.options)
        if not isinstance(options, dict):
            raise IllegalAction("--options takes a JSON object")
    if getattr(args, "option", None):
        options.update(get_manifest(game).options.parse(args.option))
    if getattr(args, "edition", None):
        options["edition"] = args.edition
    return options
